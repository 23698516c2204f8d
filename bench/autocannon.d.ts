// The few parts of autocannon's API the bench uses (the package ships no types).
declare module 'autocannon' {
  type Options = {
    url: string;
    connections?: number;
    duration?: number;
    method?: string;
    headers?: Record<string, string>;
    body?: string;
    /** With `onResponse`, each reply's headers reach the caller (keys as the server sent them). */
    requests?: { onResponse?: (status: number, body: string, context: unknown, headers: Record<string, string>) => void }[];
  };
  type Result = { requests: { total: number }; duration: number; errors: number; timeouts: number; non2xx: number };
  type Instance = Promise<Result> & {
    on(event: 'response', fn: (client: unknown, statusCode: number, resBytes: number, responseTime: number) => void): void;
  };
  function autocannon(opts: Options): Instance;
  export default autocannon;
}
