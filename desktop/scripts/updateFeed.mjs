// Where the packaged app looks for updates, decided at build time (electron-builder writes it into the app's
// resources/app-update.yml; the app refuses anything but GitHub Releases or an https:// feed):
//   HOSTSITE_UPDATE_URL=https://updates.example.com/hostsite-admin/   a company's own server (generic provider)
//   HOSTSITE_UPDATE_GITHUB_REPO=owner/name                             GitHub Releases of that repository
//   GITHUB_REPOSITORY (set by GitHub Actions)                          GitHub Releases of the repository building it
//   none of these                                                      electron-builder reads the repository from
//                                                                      .git/config's origin; failing that, the copy is
//                                                                      built without updates (with a warning)

const GITHUB_NAME = /^[A-Za-z0-9][A-Za-z0-9._-]{0,99}$/;

/**
 * electron-builder `-c.publish.*` arguments for the update feed chosen by the environment.
 * @param {Record<string, string | undefined>} env
 * @returns {{ args: string[], description: string }}
 */
export function updateFeedArgs(env) {
  const url = env.HOSTSITE_UPDATE_URL?.trim();
  if (url) {
    let parsed;
    try {
      parsed = new URL(url);
    } catch {
      throw new Error(`HOSTSITE_UPDATE_URL is not a valid address: ${url}`);
    }
    if (parsed.protocol !== "https:") throw new Error("HOSTSITE_UPDATE_URL must start with https:// (the app refuses updates over plain http)");
    if (parsed.username || parsed.password) throw new Error("HOSTSITE_UPDATE_URL must not contain a user name or password");
    return { args: ["-c.publish.provider=generic", `-c.publish.url=${parsed.href}`], description: `updates from ${parsed.href}` };
  }
  const repository = (env.HOSTSITE_UPDATE_GITHUB_REPO ?? env.GITHUB_REPOSITORY ?? "").trim();
  if (repository) {
    const [owner, repo, extra] = repository.split("/");
    if (extra !== undefined || !GITHUB_NAME.test(owner ?? "") || !GITHUB_NAME.test(repo ?? "")) {
      throw new Error(`the GitHub repository for updates must look like owner/name, not ${repository}`);
    }
    return {
      args: ["-c.publish.provider=github", `-c.publish.owner=${owner}`, `-c.publish.repo=${repo}`],
      description: `updates from GitHub Releases of ${owner}/${repo}`,
    };
  }
  return { args: [], description: "updates from GitHub Releases of the repository in .git/config (origin), if any" };
}
