// oidc-provider 9 ships no types; local-provider.server.ts states the surface it uses.
declare module 'oidc-provider' {
  const Provider: unknown;
  export default Provider;
}
