// @bondkit/core/runs: reads the runs desks type into chat ('GS33 6.43/6.41 25cr') into quotes, with no
// framework and no network: the server parses each channel message with it, and a partner can parse its own.
export { parseRunMessage } from './parseRunMessage';
export type { ParseRunMessageOptions } from './parseRunMessage';
export { indexRunBonds } from './resolveRunBond';
export type { RunBondIndex } from './resolveRunBond';
export type { AmbiguousRun, ParsedRun, RunBond, RunLevel, RunMessageParse } from './runTypes';
