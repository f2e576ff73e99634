// Deno entry of the create-checkout edge function: serves the handler and nothing else (logic in handler.ts).
import { createHandler } from './handler.ts';

Deno.serve({ port: Number(Deno.env.get('PORT') ?? 8000) }, createHandler({ env: Deno.env.toObject() }));
