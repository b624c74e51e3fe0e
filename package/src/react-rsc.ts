// The components as a React Server Components bundler (Next.js's App Router) resolves them, under the `react-server`
// condition of package.json: the same components behind the 'use client' directive the build puts first, so a server
// component may render them and they run in the browser. Other bundlers resolve `./react` itself, which has no directive:
// they would warn that they drop it, and there it serves nothing.
export { DirectBillingCta, DirectBillingMyClaims, DirectBillingOverview, DirectBillingToggle } from './react.tsx';
