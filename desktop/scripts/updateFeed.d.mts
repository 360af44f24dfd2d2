/** Types for updateFeed.mjs (plain JavaScript, imported by scripts/desktop-build.mjs without a build step). */
export declare function updateFeedArgs(env: Record<string, string | undefined>): { args: string[]; description: string };
