import { act, renderHook } from '@testing-library/react';
import { z } from 'zod';
import { issuesToErrors, serverErrors, useForm } from './useForm';
import { useDebouncedValue } from '../components/useDebouncedValue';

const schema = z.object({ title: z.string().trim().min(1, { error: 'Escribe un título.' }), note: z.string() });
type Values = { title: string; note: string };
const validate = (v: Values) => {
  const parsed = schema.safeParse(v);
  return parsed.success ? {} : issuesToErrors<Values>(parsed.error.issues);
};

describe('useForm', () => {
  it('validates with the schema, clears a field error when it changes and resets', () => {
    const { result } = renderHook(() => useForm<Values>({ title: ' ', note: '' }, validate));
    let ok = true;
    act(() => {
      ok = result.current.check();
    });
    expect(ok).toBe(false);
    expect(result.current.errors).toEqual({ title: 'Escribe un título.' });
    act(() => result.current.set('title', 'Unidad 1'));
    expect(result.current.errors.title).toBeUndefined();
    act(() => {
      ok = result.current.check();
    });
    expect(ok).toBe(true);
    expect(result.current.bind('title')).toMatchObject({ name: 'title', value: 'Unidad 1' });
    act(() => result.current.reset({ title: '', note: 'x' }));
    expect(result.current.values).toEqual({ title: '', note: 'x' });
  });

  it('reads server details, else the server message, else the fallback', () => {
    const withDetails = { response: { data: { error: 'Datos inválidos.', details: { title: 'Muy largo.' } } } };
    expect(serverErrors<Values>(withDetails, 'No se pudo.')).toEqual({ title: 'Muy largo.' });
    expect(serverErrors<Values>({ response: { data: { error: 'Prohibido.' } } }, 'No se pudo.')).toEqual({ _: 'Prohibido.' });
    expect(serverErrors<Values>(new Error('Network Error'), 'No se pudo.')).toEqual({ _: 'No se pudo.' });
  });
});

describe('useDebouncedValue', () => {
  it('answers the value once it stopped changing', () => {
    jest.useFakeTimers();
    const { result, rerender } = renderHook(({ v }) => useDebouncedValue(v, 350), { initialProps: { v: 'a' } });
    rerender({ v: 'ab' });
    rerender({ v: 'abc' });
    expect(result.current).toBe('a');
    act(() => jest.advanceTimersByTime(349));
    expect(result.current).toBe('a');
    act(() => jest.advanceTimersByTime(1));
    expect(result.current).toBe('abc');
    jest.useRealTimers();
  });
});
