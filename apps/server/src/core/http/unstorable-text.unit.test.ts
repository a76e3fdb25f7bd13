import { describe, expect, it } from 'vitest';
import { storableText, unstorableTextPath } from './unstorable-text.ts';

describe('unstorableTextPath', () => {
  it.each([
    ['plain text', { name: 'Sakura 桜 🌸' }, undefined],
    ['a NUL in a field', { name: 'a\u0000b' }, 'name'],
    ['a lone high surrogate', { name: 'a\ud800' }, 'name'],
    ['a lone low surrogate', { name: '\udc00b' }, 'name'],
    ['a NUL deep in an array', { messages: [{ text: 'ok' }, { text: '\u0000' }] }, 'messages.1.text'],
    ['a NUL in a key', { 'a\u0000': 1 }, 'a\u0000'],
    ['a bare text', '\u0000', ''],
    ['numbers, booleans and null', { a: 1, b: true, c: null }, undefined],
    ['a raw body (the webhook keeps its bytes)', Buffer.from('\u0000'), undefined],
  ])('%s', (_name, value, expected) => {
    expect(unstorableTextPath(value)).toBe(expected);
  });
});

describe('storableText', () => {
  it.each([
    ['plain text stays', 'こんにちは 🌸', 'こんにちは 🌸'],
    ['NULs are dropped', 'a\u0000b\u0000', 'ab'],
    ['a lone surrogate becomes U+FFFD', 'a\ud800b', 'a\ufffdb'],
  ])('%s', (_name, text, expected) => {
    expect(storableText(text)).toBe(expected);
  });
});
