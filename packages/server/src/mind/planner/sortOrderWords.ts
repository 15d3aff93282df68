import type { ScreenToolInput } from '../analyst/screenTool';

/** How a screen's results are ordered, by the tool's sort key. */
export type ScreenSortOrder = NonNullable<ScreenToolInput['sortBy']>;

/** A sort order as an answer says it: words a reader understands, never the tool's key (`yield-desc`). */
export const sortOrderWords: Record<ScreenSortOrder, string> = {
  'yield-desc': 'highest yield first',
  'yield-asc': 'lowest yield first',
  'maturity-asc': 'nearest maturity first',
  'maturity-desc': 'latest maturity first',
  'coupon-desc': 'highest coupon first',
  'coupon-asc': 'lowest coupon first',
  'spread-desc': 'widest spread first',
  'price-asc': 'lowest clean price first',
  'price-desc': 'highest clean price first',
};
