export const ROOT: string;
export interface RemoteFolder {
  /** `wallet` — the folder, the federation name and `@site/<name>` */
  name: string;
  /** absolute path of the remote's folder */
  dir: string;
  packageName: string;
}
export function findRemotes(dir?: string): RemoteFolder[];
