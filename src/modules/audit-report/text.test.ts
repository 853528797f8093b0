import { expect, it } from 'vitest';
import { pdfText } from './text.js';

it('keeps WinAnsi text, folds accents it lacks, and replaces the rest', () => {
  expect(pdfText('Crème brûlée – “fine” €5')).toBe('Crème brûlée – “fine” €5');
  expect(pdfText('Łódź Gdańsk ő')).toBe('?ódz Gdansk o');
  expect(pdfText('冷藏 🍰')).toBe('?? ?');
  expect(pdfText('a\tb\r\nc\u0000d\u0085')).toBe('a b\ncd');
});
