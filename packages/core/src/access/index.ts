// @bondkit/core/access: the access rules (pure functions of the session user, null when signed out)
// and the route table.
export * from './roleGroups';
export * from './permissions';
export * from './homeRoute';
export * from './routeRefusal';
export * from './redirectTarget';
export * from './routeTable';
export * from './matchRoute';
export * from './checkRoute';
