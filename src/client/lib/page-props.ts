// What the router hands every page: the path it matched and that path's parameters (e.g. { id }).
export type TPageProps = { path: string; params: Record<string, string> };
