import { Ajv } from 'ajv';
import { Type } from 'typebox';
import { describe, expect, it } from 'vitest';
import { addTextRule, isText, isTextDeep, withTextRule } from './text';

describe('the text rule (issue 12)', () => {
  it.each([
    ['NUL', 'a\u0000b'],
    ['another C0 control', 'a\u0001'],
    ['a carriage return', 'line\r\n'],
    ['escape', '\u001b[31m'],
    ['DEL', 'a\u007f'],
    ['a C1 control', 'a\u0085b'],
    ['the last C1 control', '\u009f'],
    ['a lone high surrogate', 'a\ud800'],
    ['a lone low surrogate', '\udc00a'],
    ['reversed surrogates', '\udc00\ud800'],
  ])('refuses %s', (_name, s) => {
    expect(isText(s)).toBe(false);
  });

  it.each([
    ['plain text', 'Player One'],
    ['tab and newline', 'a\tb\nc'],
    ['Latin-1 letters after the C1 block', 'Zoë ¡olé!'],
    ['an astral character (a surrogate pair)', 'win 😀'],
    ['the empty string', ''],
  ])('accepts %s', (_name, s) => {
    expect(isText(s)).toBe(true);
  });

  it('checks every key and string of a free-form value, at any depth', () => {
    expect(isTextDeep({ a: [1, true, null, { b: 'ok\t' }] })).toBe(true);
    expect(isTextDeep({ a: [{ b: 'x\u0000' }] })).toBe(false);
    expect(isTextDeep({ 'k\u0000': 1 })).toBe(false);
    let deep: unknown = 'x\u0000';
    for (let i = 0; i < 100_000; i++) deep = [deep];
    expect(isTextDeep(deep)).toBe(false);
  });
});

describe('withTextRule', () => {
  // 'uri' accepts anything here: the text rule must still refuse a control character in it.
  const ajv = addTextRule(new Ajv({ strict: false, formats: { uri: true } }));
  const body = Type.Object({
    name: Type.String({ maxLength: 20 }),
    id: Type.Union([Type.String({ pattern: '^[0-9a-z]+$' }), Type.Integer()]),
    side: Type.Union([Type.Literal('back'), Type.Literal('lay')]),
    link: Type.Optional(Type.String({ format: 'uri' })),
    extra: Type.Optional(Type.Unknown()),
    tags: Type.Optional(Type.Record(Type.String(), Type.String())),
  });
  const ok = { name: 'a\tb', id: 'x1', side: 'back' };

  it('puts the rule on every string, union branch, unknown and open object, and leaves the input alone', () => {
    const before = JSON.stringify(body);
    const validate = ajv.compile(withTextRule(body));
    expect(JSON.stringify(body)).toBe(before);
    expect(validate(ok)).toBe(true);
    for (const bad of [
      { name: 'a\u0000' },
      { id: 'x\u0000' },
      { link: 'http://a/\u0000' },
      { extra: { deep: ['\u0000'] } },
      { tags: { 'k\u0000': 'v' } },
      { tags: { k: 'v\u0000' } },
    ]) {
      expect(validate({ ...ok, ...bad }), JSON.stringify(bad)).toBe(false);
    }
    // Without the rule the same schema takes them all (so the check above can fail).
    expect(ajv.compile(body)({ ...ok, name: 'a\u0000', extra: ['\u0000'] })).toBe(true);
  });

  it('does not weaken `not` or change what an enum or const allows', () => {
    const ruled = withTextRule({ not: { type: 'string' }, anyOf: [{ const: 'x' }] });
    expect(ruled).toEqual({ not: { type: 'string' }, anyOf: [{ const: 'x' }] });
  });
});
