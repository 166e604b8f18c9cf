/**
 * Media figures for `npm run bench`: narration speed (seconds of audio per second of work, for espeak-ng
 * synthesis, MP3 encoding and both together, in each voice, on one real sample devotional, bypassing the
 * narration cache), the throughput of the worker-thread pool the seed and `npm start` narrate with (several sample
 * devotionals in both voices at once, threads' start-up included), and cover rendering time (the four styles at
 * both sizes, after the rasterizer has started).
 */
import path from 'node:path';
import { createEspeakEngine } from '@lib/narration/espeak.ts';
import { encodeMp3 } from '@lib/narration/mp3-encode.ts';
import { readEspeakData } from '@lib/narration/node.ts';
import { defaultNarrationWorkers, narrationWorkerPool } from '@lib/narration/node-pool.ts';
import { mp3Info } from '@lib/narration/mp3-duration.ts';
import { narrationScript, narrationSourceOf, wordCount } from '@lib/narration/script.ts';
import { NARRATION_VOICES, type NarrationVoice } from '@lib/narration/voices.ts';
import { nodeCoverRasterizer } from '@lib/covers/node.ts';
import { COVER_STYLES, type CoverSize } from '@lib/covers/styles.ts';
import { loadDevotionalFiles, prepareDevotionals } from '../seed/devotionals.ts';
import { createKjvSource, kjvSourceFromEnv } from '@lib/sources/node.ts';
import { fromRoot } from '../seed/paths.ts';

export interface NarrationFigures {
  devotional: string;
  words: number;
  voice: NarrationVoice;
  audioSeconds: number;
  synthesisSeconds: number;
  encodingSeconds: number;
  mp3Bytes: number;
}

export interface PoolFigures {
  threads: number;
  /** Recordings made (devotionals × voices). */
  recordings: number;
  audioSeconds: number;
  wallSeconds: number;
}

export interface MediaFigures {
  narration: NarrationFigures[];
  pool: PoolFigures;
  engineStartSeconds: number;
  covers: { startSeconds: number; renders: Array<{ style: string; size: CoverSize; ms: number; bytes: number }> };
}

export async function measureMedia(log: (line: string) => void = () => {}): Promise<MediaFigures> {
  const files = await loadDevotionalFiles(path.join(fromRoot('content'), 'devotionals'));
  const tagSlugs = new Set(files.flatMap((f) => f.content.frontMatter.tags));
  const threads = defaultNarrationWorkers();
  const prepared = await prepareDevotionals(files.slice(0, threads), { today: '2026-01-01', kjv: createKjvSource(kjvSourceFromEnv()), tagSlugs });
  const scriptOf = (d: (typeof prepared)[number]) => narrationScript(narrationSourceOf(d.row));
  const first = prepared[0];
  const script = scriptOf(first);

  let t = performance.now();
  const engine = await createEspeakEngine(await readEspeakData());
  const engineStartSeconds = (performance.now() - t) / 1000;
  const narration: NarrationFigures[] = [];
  for (const voice of NARRATION_VOICES) {
    log(`media: narrating "${first.row.title}" (${wordCount(script)} words) in the ${voice} voice...`);
    t = performance.now();
    const pcm = engine.synthesize(script, voice);
    const synthesisSeconds = (performance.now() - t) / 1000;
    t = performance.now();
    const mp3 = encodeMp3(pcm.samples, pcm.sampleRate);
    const encodingSeconds = (performance.now() - t) / 1000;
    narration.push({
      devotional: first.row.title,
      words: wordCount(script),
      voice,
      audioSeconds: pcm.samples.length / pcm.sampleRate,
      synthesisSeconds,
      encodingSeconds,
      mp3Bytes: mp3.length,
    });
  }

  // The pool as the seed uses it: every recording asked for at once, one thread each at a time.
  log(
    `media: narrating ${prepared.length} devotional${prepared.length === 1 ? '' : 's'} in both voices on ${threads} worker thread${threads === 1 ? '' : 's'}...`,
  );
  const pool = narrationWorkerPool(threads);
  t = performance.now();
  let mp3s: Uint8Array[];
  try {
    mp3s = await Promise.all(prepared.flatMap((d) => NARRATION_VOICES.map((voice) => pool.narrate(scriptOf(d), voice))));
  } finally {
    await pool.close();
  }
  const poolFigures: PoolFigures = {
    threads,
    recordings: mp3s.length,
    audioSeconds: mp3s.reduce((sum, mp3) => sum + mp3Info(mp3).duration, 0),
    wallSeconds: (performance.now() - t) / 1000,
  };

  log('media: rendering covers...');
  t = performance.now();
  const raster = await nodeCoverRasterizer();
  const startSeconds = (performance.now() - t) / 1000;
  const renders: MediaFigures['covers']['renders'] = [];
  const source = { title: first.row.title, passage: first.row.biblical_passage, doctrine: first.row.key_doctrine };
  for (const style of COVER_STYLES) {
    for (const size of ['wide', 'square'] as const) {
      t = performance.now();
      const png = raster.render(source, style.id, size);
      renders.push({ style: style.name, size, ms: performance.now() - t, bytes: png.length });
    }
  }
  return { narration, pool: poolFigures, engineStartSeconds, covers: { startSeconds, renders } };
}

export function formatMediaReport(m: MediaFigures): string {
  const lines = [
    'Media',
    `  narration (espeak-ng WASM + lamejs MP3, no cache), "${m.narration[0]?.devotional}", engine start ${m.engineStartSeconds.toFixed(2)} s:`,
  ];
  for (const n of m.narration) {
    const work = n.synthesisSeconds + n.encodingSeconds;
    lines.push(
      `    ${n.voice.padEnd(6)} ${n.words} words → ${n.audioSeconds.toFixed(0)} s of audio (${(n.mp3Bytes / 1e6).toFixed(1)} MB): ` +
        `synthesis ${n.synthesisSeconds.toFixed(1)} s (${(n.audioSeconds / n.synthesisSeconds).toFixed(1)} s audio/s), ` +
        `MP3 ${n.encodingSeconds.toFixed(1)} s (${(n.audioSeconds / n.encodingSeconds).toFixed(1)} s audio/s), ` +
        `together ${(n.audioSeconds / work).toFixed(1)} s of audio per second of work`,
    );
  }
  const p = m.pool;
  lines.push(
    `  narration pool (worker threads, as the seed and npm start use it): ${p.threads} thread${p.threads === 1 ? '' : 's'}, ` +
      `${p.recordings} recordings, ${p.audioSeconds.toFixed(0)} s of audio in ${p.wallSeconds.toFixed(1)} s ` +
      `= ${(p.audioSeconds / p.wallSeconds).toFixed(1)} s of audio per second (threads' start included)`,
  );
  const ms = m.covers.renders.map((r) => r.ms);
  lines.push(
    `  covers (resvg WASM, Lora): rasterizer start ${(m.covers.startSeconds * 1000).toFixed(0)} ms; ` +
      `${ms.length} renders, mean ${(ms.reduce((a, b) => a + b, 0) / ms.length).toFixed(0)} ms, max ${Math.max(...ms).toFixed(0)} ms`,
  );
  for (const r of m.covers.renders) lines.push(`    ${r.style.padEnd(9)} ${r.size.padEnd(6)} ${r.ms.toFixed(0)} ms, ${(r.bytes / 1024).toFixed(0)} KB`);
  return lines.join('\n');
}
