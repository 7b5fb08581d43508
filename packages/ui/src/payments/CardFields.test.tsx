import { createRef } from 'react';
import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { DEFAULT_PUBLIC_SETTINGS } from '@inpro/shared-contracts';
import { createFakeShell, renderInRemote } from '../testing';
import { CardFields } from './CardFields';
import { CARD_DATA_INVALID, CARD_FORM_UNAVAILABLE, CARD_NOT_RECOGNISED, CARDHOLDER_REQUIRED, type CardFieldsHandle } from './cardDetails';
import { loadMercadoPago, type MpInstance } from './mercadoPagoSdk';

jest.mock('./mercadoPagoSdk', () => ({ loadMercadoPago: jest.fn() }));
const load = loadMercadoPago as jest.MockedFunction<typeof loadMercadoPago>;

/** A stand-in of MercadoPago.js: remembers the mounted fields and the bin listener. */
function fakeSdk() {
  const mounted: string[] = [];
  let onBin: ((e: { bin: string | null }) => void) | null = null;
  const instance = {
    fields: {
      create: jest.fn((type: string) => {
        const field = {
          mount: (id: string) => {
            mounted.push(`${type}@${id}`);
            return field;
          },
          unmount: jest.fn(),
          on: (_event: string, cb: (e: { bin: string | null }) => void) => {
            onBin = cb;
            return field;
          },
        };
        return field;
      }),
      createCardToken: jest.fn(async () => ({ id: 'mp_approve_abc' })),
    },
    getPaymentMethods: jest.fn(async () => ({ results: [{ id: 'visa', issuer: { id: 1040 } }] })),
    getIdentificationTypes: jest.fn(async () => [
      { id: 'DNI', name: 'DNI' },
      { id: 'C.E', name: 'C.E' },
    ]),
  };
  const ctor = jest.fn(function MercadoPago() {
    return instance;
  });
  return { instance: instance as unknown as MpInstance & typeof instance, ctor, mounted, bin: (bin: string | null) => onBin?.({ bin }) };
}

function renderCard(payments: Partial<typeof DEFAULT_PUBLIC_SETTINGS.payments>) {
  const shell = createFakeShell();
  shell.props.config = {
    ...shell.props.config,
    settings: { ...DEFAULT_PUBLIC_SETTINGS, payments: { ...DEFAULT_PUBLIC_SETTINGS.payments, ...payments } },
  };
  const ref = createRef<CardFieldsHandle>();
  renderInRemote(<CardFields ref={ref} />, shell);
  return ref;
}

const mercadoPago = { gateway: 'MercadoPago' as const, publicKey: 'TEST-pk', sdkUrl: 'https://sdk.mercadopago.com/js/v2' };

describe('CardFields', () => {
  beforeEach(() => load.mockReset());

  it('is the sandbox test-card field without a gateway form, and tokenises a test card', async () => {
    const ref = renderCard({ gateway: 'Desactivada' });
    expect(load).not.toHaveBeenCalled();
    fireEvent.change(screen.getByRole('textbox', { name: 'Número de tarjeta' }), { target: { value: '4111 1111 1111 1111' } });
    let details;
    await act(async () => {
      details = await ref.current!.tokenize();
    });
    expect(details).toEqual({ cardToken: expect.stringMatching(/^sbx_approve_/) });
  });

  it("draws MercadoPago's secure fields and answers the token with the card's brand and issuer", async () => {
    const sdk = fakeSdk();
    load.mockResolvedValue(sdk.ctor as never);
    const ref = renderCard(mercadoPago);
    expect(screen.getByText('Cargando el formulario seguro de MercadoPago…')).toBeInTheDocument();
    await waitFor(() => expect(sdk.mounted).toHaveLength(3));
    expect(load).toHaveBeenCalledWith('https://sdk.mercadopago.com/js/v2');
    expect(sdk.ctor).toHaveBeenCalledWith('TEST-pk', { locale: 'es-PE' });
    expect(screen.getByRole('group', { name: 'Número de tarjeta' })).toBeInTheDocument();
    expect(await screen.findByRole('option', { name: 'C.E' })).toBeInTheDocument();

    let details: unknown;
    await act(async () => {
      details = await ref.current!.tokenize();
    });
    expect(details).toBeNull();
    expect(screen.getByRole('textbox', { name: /Titular de la tarjeta/ })).toHaveAccessibleDescription(CARDHOLDER_REQUIRED);
    expect(sdk.instance.fields.createCardToken).not.toHaveBeenCalled();

    fireEvent.change(screen.getByRole('textbox', { name: /Titular de la tarjeta/ }), { target: { value: 'APRO Quispe' } });
    fireEvent.change(screen.getByRole('textbox', { name: /Número de documento/ }), { target: { value: '45678912' } });
    await act(async () => {
      details = await ref.current!.tokenize();
    });
    expect(screen.getByRole('alert')).toHaveTextContent(CARD_NOT_RECOGNISED);

    await act(async () => sdk.bin('40091753'));
    expect(sdk.instance.getPaymentMethods).toHaveBeenCalledWith({ bin: '40091753' });
    await act(async () => {
      details = await ref.current!.tokenize();
    });
    expect(sdk.instance.fields.createCardToken).toHaveBeenLastCalledWith({
      cardholderName: 'APRO Quispe',
      identificationType: 'DNI',
      identificationNumber: '45678912',
    });
    expect(details).toEqual({ cardToken: 'mp_approve_abc', paymentMethodId: 'visa', issuerId: '1040' });
  });

  it('says to check the card when MercadoPago refuses to tokenise it', async () => {
    const sdk = fakeSdk();
    sdk.instance.fields.createCardToken.mockRejectedValueOnce([{ code: 'E301' }]);
    load.mockResolvedValue(sdk.ctor as never);
    const ref = renderCard(mercadoPago);
    await waitFor(() => expect(sdk.mounted).toHaveLength(3));
    fireEvent.change(screen.getByRole('textbox', { name: /Titular de la tarjeta/ }), { target: { value: 'APRO' } });
    fireEvent.change(screen.getByRole('textbox', { name: /Número de documento/ }), { target: { value: '45678912' } });
    await act(async () => {
      expect(await ref.current!.tokenize()).toBeNull();
    });
    expect(screen.getByRole('alert')).toHaveTextContent(CARD_DATA_INVALID);
  });

  it('tells the buyer when the secure form cannot load', async () => {
    load.mockRejectedValue(new Error('offline'));
    renderCard(mercadoPago);
    expect(await screen.findByRole('alert')).toHaveTextContent(CARD_FORM_UNAVAILABLE);
  });
});
