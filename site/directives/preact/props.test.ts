import { describe, expect, it } from 'vitest';
import { domProps } from './props.ts';

const handler = (): void => {};

describe('domProps', () => {
  it("makes a text field's onChange run on every keystroke, as React runs it", () => {
    expect(domProps('input', { type: 'email', onChange: handler })).toEqual({ type: 'email', onInput: handler });
    expect(domProps('input', { onChange: handler })).toEqual({ onInput: handler });
    expect(domProps('textarea', { onChange: handler })).toEqual({ onInput: handler });
  });

  it('keeps change for checkboxes, radios, file pickers and selects, which the DOM reports at once', () => {
    for (const type of ['checkbox', 'radio', 'file']) expect(domProps('input', { type, onChange: handler })).toEqual({ type, onChange: handler });
    expect(domProps('select', { onChange: handler })).toEqual({ onChange: handler });
  });

  it("gives focus and blur React's bubbling and names the double click as the DOM does", () => {
    expect(domProps('div', { onFocus: handler, onBlur: handler, onDoubleClick: handler })).toEqual({
      onfocusin: handler,
      onfocusout: handler,
      ondblclick: handler,
    });
  });

  it("writes SVG's camelCase presentation attributes as the DOM's names and leaves the others", () => {
    expect(domProps('path', { strokeWidth: 2, strokeLinecap: 'round', fillRule: 'evenodd', d: 'M0 0' })).toEqual({
      'stroke-width': 2,
      'stroke-linecap': 'round',
      'fill-rule': 'evenodd',
      d: 'M0 0',
    });
    expect(domProps('svg', { viewBox: '0 0 24 24', className: 'size-4' })).toEqual({ viewBox: '0 0 24 24', className: 'size-4' });
    expect(domProps('text', { textAnchor: 'middle', fontSize: 12 })).toEqual({ 'text-anchor': 'middle', 'font-size': 12 });
  });

  it('leaves out a prop set to null, as React does', () => {
    expect(domProps('input', { value: null, 'aria-describedby': null, id: 'name' })).toEqual({ id: 'name' });
  });
});
