/** A refusal the planner states as is (a bond it cannot price, a settlement date the market refuses). */
export class ToolRefusal extends Error {
  override readonly name = 'ToolRefusal';
}
