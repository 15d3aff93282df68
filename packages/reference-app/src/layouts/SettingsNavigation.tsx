import { NavLink } from 'react-router-dom';
import { useAppServices } from '../app/AppServices';
import { useSessionState } from '../app/useSessionState';
import { settingsSections, visibleSections } from './appNavigation';

/** The settings side menu: profile for everyone, user management and credentials for ops admins. */
export function SettingsNavigation() {
  const { client } = useAppServices();
  const user = useSessionState(client).data;
  const sections = visibleSections(settingsSections, user, new Date(client.now()));
  return (
    <nav aria-label="Settings" className="app-settings__nav">
      {sections.map((section) => (
        <NavLink key={section.to} to={section.to}>
          {section.label}
        </NavLink>
      ))}
    </nav>
  );
}
