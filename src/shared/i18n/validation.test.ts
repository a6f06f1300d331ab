import { setupI18n } from '@lingui/core';
import { compileMessage } from '@lingui/message-utils/compileMessage';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import spanish from '../locales/es/validation.json';
import { ZContactInput } from '../schemas/contact';
import { ZProfileUpdate } from '../schemas/profile';
import {
  describeZodIssue,
  renderWith,
  type TTranslateValidation,
  type TValidationMessage,
  withValidationRenderer,
} from './validation';

// The Spanish catalog as the server renders it (Vitest's catalog plugin may have compiled it already).
const i18n = setupI18n({
  locale: 'es',
  locales: ['es-US'],
  messages: {
    es: Object.fromEntries(
      Object.entries(spanish).map(([key, text]: [string, unknown]) => [
        key,
        typeof text === 'string' ? compileMessage(text) : (text as ReturnType<typeof compileMessage>),
      ]),
    ),
  },
});
const tSpanish: TTranslateValidation = (key, values) => i18n._(key, values);
const inSpanish = (message: TValidationMessage) => renderWith(tSpanish, message);

describe('the shared schemas’ messages', () => {
  it('are English where nothing else renders them', () => {
    const result = ZProfileUpdate.safeParse({ firstName: '', lastName: '', bio: '', city: '', region: '' });
    expect(result.error?.issues[0]?.message).toBe('First name is required');
  });

  it('follow the renderer of the parse, a field’s name included, even when the error is read later', () => {
    const result = withValidationRenderer(inSpanish, () => {
      const parsed = ZContactInput.safeParse({
        name: 'Ana',
        email: 'ana@example.com',
        subject: '',
        message: 'x',
      });
      return parsed.error?.issues.map((issue) => issue.message);
    });
    expect(result).toEqual(['Asunto: este campo es obligatorio', 'Mensaje: escriba al menos 10 caracteres']);
  });

  it('write a list of messages joined, in the same language', () => {
    expect(
      inSpanish({
        key: 'validation.publish.shippingAddress',
        values: {
          parts: { list: [{ key: 'validation.address.line1' }, { key: 'validation.address.city' }] },
        },
      }),
    ).toBe('El resto de la dirección de envío (dirección (línea 1), ciudad), o nada de ella');
  });
});

describe("Zod's own words", () => {
  const describeFirst = (schema: z.ZodType, value: unknown) => {
    let described: TValidationMessage | undefined;
    schema.safeParse(value, {
      error: (issue) => {
        described ??= describeZodIssue(issue);
        return undefined;
      },
    }).error?.issues;
    return described ? inSpanish(described) : undefined;
  };

  it.each([
    [z.strictObject({ a: z.string() }), 'text', 'Se esperaba un objeto'],
    [z.strictObject({ a: z.string() }), {}, 'Este campo es obligatorio'],
    [z.strictObject({ a: z.string() }), { a: 1 }, 'Se esperaba un texto'],
    [z.boolean(), 'yes', 'Se esperaba verdadero o falso'],
    [z.string().min(3), 'ab', 'Escriba al menos 3 caracteres'],
    [z.string().max(1), 'ab', 'Escriba como máximo 1 carácter'],
    [z.int().max(5), 6, 'Debe ser 5 o menos'],
    [z.number().gt(0), 0, 'Debe ser mayor que 0'],
    [z.array(z.string()).min(1), [], 'Indique al menos 1 valor'],
    [z.email(), 'nope', 'Escriba un correo electrónico válido'],
    [z.enum(['a', 'b']), 'c', 'Elija una de estas opciones: "a", "b"'],
    [z.strictObject({}), { x: 1, y: 2 }, 'Campos desconocidos: "x", "y"'],
  ])('%#: are said in Spanish from the issue', (schema, value, expected) => {
    expect(describeFirst(schema, value)).toBe(expected);
  });
});
