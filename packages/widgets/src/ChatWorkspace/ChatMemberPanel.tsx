import { useEffect, useState } from 'react';
import type { ChatMemberView } from './chatTransport';
import { useChatWorkspace } from './ChatWorkspaceProvider';

/**
 * The open channel's members (operators, staff and muted members flagged); operators ban and unban, mute and
 * unmute, and freeze or unfreeze the chat; anyone leaves.
 */
export function ChatMemberPanel({ onClose }: { onClose: () => void }) {
  const workspace = useChatWorkspace();
  const channel = workspace.channels.find((candidate) => candidate.url === workspace.selectedUrl) ?? null;
  const [banned, setBanned] = useState<ChatMemberView[]>([]);
  const [error, setError] = useState<string | null>(null);
  const url = channel?.url;
  const amOperator = channel?.amOperator ?? false;
  useEffect(() => {
    if (!url || !amOperator) return;
    let live = true;
    workspace.transport.listBanned(url).then(
      (list) => live && setBanned(list),
      () => live && setBanned([]),
    );
    return () => {
      live = false;
    };
  }, [url, amOperator, workspace.transport, channel?.members.length]);
  if (!channel) return null;
  const myUserId = workspace.me?.userId ?? '';
  const run = async (action: () => Promise<void>) => {
    setError(null);
    try {
      await action();
    } catch (caught) {
      setError(caught instanceof Error ? caught.message : 'That did not work. Try again.');
    }
  };
  return (
    <aside className="bk-chat__members" aria-labelledby="bk-chat-members-title">
      <div className="bk-chat__members-head">
        <h4 id="bk-chat-members-title" className="bk-chat__title">
          Members
        </h4>
        <button type="button" className="bk-chat__button" onClick={onClose}>
          Close
        </button>
      </div>
      <ul className="bk-chat__member-list">
        {channel.members.map((member) => (
          <li key={member.userId} className="bk-chat__member">
            <span>
              {member.userId === myUserId ? `${member.nickname} (you)` : member.nickname}
              {member.isOperator ? <span className="bk-chat__tag">Operator</span> : null}
              {member.isStaff ? <span className="bk-chat__tag">Staff</span> : null}
              {member.state === 'invited' ? <span className="bk-chat__tag">Invited</span> : null}
              {member.isMuted ? <span className="bk-chat__tag">Muted</span> : null}
            </span>
            {amOperator &&
            member.userId !== myUserId &&
            !member.isOperator &&
            channel.kind !== 'direct' &&
            workspace.transport.muteMember ? (
              <button
                type="button"
                className="bk-chat__button"
                onClick={() =>
                  void run(async () => {
                    await workspace.transport.muteMember?.(channel.url, member.userId, !member.isMuted);
                  })
                }
              >
                {member.isMuted ? 'Unmute' : 'Mute'}
                <span className="bk-visually-hidden"> {member.nickname}</span>
              </button>
            ) : null}
            {amOperator && member.userId !== myUserId && channel.kind !== 'direct' ? (
              <button
                type="button"
                className="bk-chat__button"
                onClick={() =>
                  void run(async () => {
                    await workspace.transport.ban(channel.url, member.userId);
                    setBanned((list) => [...list, member]);
                  })
                }
              >
                Ban<span className="bk-visually-hidden"> {member.nickname}</span>
              </button>
            ) : null}
          </li>
        ))}
      </ul>
      {amOperator && banned.length > 0 ? (
        <>
          <h5 className="bk-chat__subtitle">Banned</h5>
          <ul className="bk-chat__member-list">
            {banned.map((member) => (
              <li key={member.userId} className="bk-chat__member">
                <span>{member.nickname}</span>
                <button
                  type="button"
                  className="bk-chat__button"
                  onClick={() =>
                    void run(async () => {
                      await workspace.transport.unban(channel.url, member.userId);
                      setBanned((list) => list.filter((item) => item.userId !== member.userId));
                    })
                  }
                >
                  Unban<span className="bk-visually-hidden"> {member.nickname}</span>
                </button>
              </li>
            ))}
          </ul>
        </>
      ) : null}
      {amOperator && channel.kind !== 'direct' && workspace.transport.freezeChannel ? (
        <div className="bk-chat__freeze">
          <p className="bk-chat__muted">
            {channel.isFrozen
              ? 'Frozen: only operators can send.'
              : 'Freeze the chat to let only operators send.'}
          </p>
          <button
            type="button"
            className="bk-chat__button"
            onClick={() =>
              void run(async () => {
                await workspace.transport.freezeChannel?.(channel.url, !channel.isFrozen);
              })
            }
          >
            {channel.isFrozen ? 'Unfreeze chat' : 'Freeze chat'}
          </button>
        </div>
      ) : null}
      <button
        type="button"
        className="bk-chat__button bk-chat__button--danger"
        onClick={() =>
          void run(async () => {
            await workspace.transport.leave(channel.url);
            workspace.store.removeChannel(channel.url, 'removed');
            onClose();
          })
        }
      >
        Leave chat
      </button>
      {error ? (
        <p role="alert" className="bk-chat__error-text">
          {error}
        </p>
      ) : null}
    </aside>
  );
}
