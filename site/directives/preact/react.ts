/**
 * What the islands import as `react`, in the browser (../preact-client.ts points `react` here for the client build):
 * preact's own element, context and hooks, without preact/compat. The islands use only these (docs/islands.md, "The
 * runtime"); the build's server render stays React. The few props React names differently from the DOM are renamed
 * by ./props.ts, which the renderer (./renderer.ts) installs before any island renders.
 */
export { createContext, createElement, Fragment } from 'preact';
export { useCallback, useContext, useEffect, useId, useLayoutEffect, useMemo, useReducer, useRef, useState } from 'preact/hooks';
