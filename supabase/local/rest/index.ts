import type { Handler } from '../context.ts';
import { json } from '../http.ts';
export const restHandler: Handler = async () => json({ message: 'not implemented' }, 501);
