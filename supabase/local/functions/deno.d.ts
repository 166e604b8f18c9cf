// What a Supabase Edge Function may use from Deno, declared for Node's TypeScript
// (deno check, with supabase/functions/deno.json, checks them against Deno's own types).
// eslint-disable-next-line no-var -- a global declared for every module must be `declare var`.
declare var Deno: {
  serve(
    handlerOrOptions:
      ((req: Request) => Response | Promise<Response>) | { handler?: (req: Request) => Response | Promise<Response>; [option: string]: unknown },
    handler?: (req: Request) => Response | Promise<Response>,
  ): { finished: Promise<void>; shutdown(): Promise<void>; ref(): void; unref(): void };
  readTextFile(path: string | URL): Promise<string>;
  resolveDns(query: string, recordType: 'A' | 'AAAA'): Promise<string[]>;
  env: {
    get(key: string): string | undefined;
    set(key: string, value: string): void;
    has(key: string): boolean;
    delete(key: string): void;
    toObject(): Record<string, string>;
  };
};

// Deno's import specifiers: Deno resolves them from node_modules (runner.ts).
declare module 'npm:*';
declare module 'jsr:*';
declare module 'https://esm.sh/*';
