// @bondkit/widgets: the React layer. Each widget also has its own subpath so a partner pays only for
// the widget it embeds.
export * from './primitives/ToggleGroup/index';
