// What a Supabase Edge Function may use from Deno, as supabase/local provides it (see deno-shim.ts),
// so the project's functions type-check under Node's TypeScript too.
declare var Deno: {
  serve(
    handlerOrOptions: ((req: Request) => Response | Promise<Response>) | { handler?: (req: Request) => Response | Promise<Response>; [option: string]: unknown },
    handler?: (req: Request) => Response | Promise<Response>,
  ): { finished: Promise<void>; shutdown(): Promise<void>; ref(): void; unref(): void };
  env: {
    get(key: string): string | undefined;
    set(key: string, value: string): void;
    has(key: string): boolean;
    delete(key: string): void;
    toObject(): Record<string, string>;
  };
};

// Deno's import specifiers: resolved locally to the packages in node_modules (see deno-specifiers.ts).
declare module 'npm:*';
declare module 'jsr:*';
declare module 'https://esm.sh/*';
