/** One palette per key doctrine, so a devotional's cover hints at its theme before it is read. */
import type { KeyDoctrine } from '../devotionals/doctrines.ts';

export interface CoverPalette {
  /** Gradient from top to bottom. */
  skyTop: string;
  skyBottom: string;
  /** The motif's colour and the lighter accent beside it. */
  motif: string;
  accent: string;
  /** Title colour, chosen to read well on the sky. */
  ink: string;
}

export type CoverMotif = 'sunrise' | 'circles' | 'waves' | 'cross' | 'arches' | 'seed';

export const DOCTRINE_COVERS: Record<KeyDoctrine, { palette: CoverPalette; motif: CoverMotif }> = {
  'Justification by Faith': { motif: 'cross', palette: { skyTop: '#1f2a44', skyBottom: '#3c4f7a', motif: '#d9b25f', accent: '#f3e3b3', ink: '#fdf8ec' } },
  'Total Depravity': { motif: 'waves', palette: { skyTop: '#2b2d35', skyBottom: '#4a4e5c', motif: '#8c94a8', accent: '#c9cfdb', ink: '#f4f5f8' } },
  'Unconditional Election': { motif: 'circles', palette: { skyTop: '#3b2455', skyBottom: '#6a4a8c', motif: '#e0c27a', accent: '#f2e6c4', ink: '#fbf7ff' } },
  'Limited Atonement': { motif: 'cross', palette: { skyTop: '#4a1c24', skyBottom: '#7d3440', motif: '#e3b873', accent: '#f5e2c0', ink: '#fff7ef' } },
  'Irresistible Grace': { motif: 'sunrise', palette: { skyTop: '#20445e', skyBottom: '#e29a5b', motif: '#f7d27e', accent: '#fff0c9', ink: '#ffffff' } },
  'Perseverance of the Saints': { motif: 'arches', palette: { skyTop: '#1e3b33', skyBottom: '#3f6b5d', motif: '#c8dcb0', accent: '#eef5e4', ink: '#f7fbf4' } },
  'Sovereignty of God': { motif: 'circles', palette: { skyTop: '#14213d', skyBottom: '#274472', motif: '#e9c46a', accent: '#fbecc4', ink: '#ffffff' } },
  'Covenant Theology': { motif: 'arches', palette: { skyTop: '#2f3e5c', skyBottom: '#7f9cc4', motif: '#f1d7a3', accent: '#ffffff', ink: '#ffffff' } },
  Predestination: { motif: 'circles', palette: { skyTop: '#243447', skyBottom: '#51708f', motif: '#b9d2e8', accent: '#e8f1f9', ink: '#ffffff' } },
  Providence: { motif: 'sunrise', palette: { skyTop: '#2e4a3a', skyBottom: '#c7a96b', motif: '#f3dfa2', accent: '#fff6dc', ink: '#ffffff' } },
  Sanctification: { motif: 'seed', palette: { skyTop: '#25452f', skyBottom: '#5c8a5a', motif: '#d8e8b8', accent: '#f4f9e9', ink: '#fbfdf6' } },
  Regeneration: { motif: 'seed', palette: { skyTop: '#163a4a', skyBottom: '#3f8a8c', motif: '#bfe6d8', accent: '#eefaf5', ink: '#ffffff' } },
};
