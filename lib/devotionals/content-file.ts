/**
 * Reads one content/devotionals/*.md file: YAML front matter between `---` lines, then the Markdown
 * reflection. Returns the validated content or throws one message listing every problem with the file.
 */
import { parse as parseYaml } from 'yaml';
import { z } from 'zod';
import { devotionalContentSchema, type DevotionalContent } from './schema.ts';

const FRONT_MATTER = /^\uFEFF?---[ \t]*\r?\n([\s\S]*?)\r?\n---[ \t]*(?:\r?\n|$)([\s\S]*)$/;

export function splitFrontMatter(source: string): { yaml: string; body: string } | null {
  const m = FRONT_MATTER.exec(source);
  return m ? { yaml: m[1], body: m[2] } : null;
}

export function parseDevotionalFile(source: string, fileName = 'devotional'): DevotionalContent {
  const parts = splitFrontMatter(source);
  if (!parts) throw new Error(`${fileName}: front matter missing (the file must start with a --- line, the YAML fields, and another --- line)`);
  let frontMatter: unknown;
  try {
    frontMatter = parseYaml(parts.yaml);
  } catch (error) {
    throw new Error(`${fileName}: the front matter is not valid YAML: ${(error as Error).message}`);
  }
  const result = devotionalContentSchema.safeParse({ frontMatter, body: parts.body });
  if (!result.success) throw new Error(`${fileName}:\n${z.prettifyError(result.error)}`);
  return result.data;
}
