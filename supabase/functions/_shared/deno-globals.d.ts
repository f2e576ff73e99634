// The part of the Deno namespace the entries use, for `tsc --noEmit` in the Node toolchain only.
// Deno itself never loads this file (nothing imports it).
declare namespace Deno {
  const env: { get(key: string): string | undefined; toObject(): Record<string, string> };
  function serve(
    options: { port?: number; hostname?: string; onListen?: (addr: { port: number; hostname: string }) => void },
    handler: (req: Request) => Response | Promise<Response>,
  ): { finished: Promise<void>; shutdown(): Promise<void> };
}
