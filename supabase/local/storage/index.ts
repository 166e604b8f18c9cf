import type { Handler } from '../context.ts';
import { json } from '../http.ts';
export const storageHandler: Handler = async () => json({ message: 'not implemented' }, 501);
