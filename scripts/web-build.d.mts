export declare const webApps: { name: string; built: string }[];
export declare function webBuildIsStale(app: { name: string; built: string }): boolean;
export declare function buildWebApps(opts?: {
  force?: boolean;
  say?: (name: string) => void;
  stdio?: 'inherit' | 'pipe';
}): string | undefined;
