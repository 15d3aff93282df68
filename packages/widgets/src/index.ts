// @bondkit/widgets: the React layer. Each widget also has its own subpath (`@bondkit/widgets/bond-search`
// and so on) so a partner pays only for the widget it embeds.
export * from './provider/index';
export * from './theme/index';
export * from './format/index';
export * from './primitives/index';
export * from './combobox/index';
export * from './BondSearch/index';
export * from './CounterpartySearch/index';
export * from './PricingInput/index';
export * from './QuoteSheet/index';
export * from './QuoteForm/index';
export * from './DataTable/index';
