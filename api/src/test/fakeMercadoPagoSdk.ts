/**
 * Test-only: a stand-in of MercadoPago.js v2 (https://sdk.mercadopago.com/js/v2), served by the
 * fake at /js/v2. It implements the part of the documented API the site uses — `new
 * MercadoPago(publicKey, {locale})`, `fields.create(type, {placeholder}).mount(id)` with
 * `on('binChange' | 'validityChange')`, `fields.createCardToken({cardholderName,
 * identificationType, identificationNumber})`, `getPaymentMethods({bin})`,
 * `getIdentificationTypes()` — and, like the real one, sends the card number, expiry and code
 * from the browser straight to MercadoPago (here the fake's POST /v1/card_tokens). The real SDK
 * draws each field in an iframe of MercadoPago's; this one draws a plain input in the container.
 */
export const FAKE_MERCADOPAGO_SDK = String.raw`(function () {
  var script = document.currentScript;
  var base = new URL(script && script.src ? script.src : location.href).origin;
  function MercadoPago(publicKey, options) {
    if (!(this instanceof MercadoPago)) throw new Error('MercadoPago must be called with new');
    if (!publicKey) throw new Error('public key required');
    var self = this;
    var inputs = {};
    this.publicKey = publicKey;
    this.locale = (options && options.locale) || 'es-PE';
    function api(path, init) {
      var sep = path.indexOf('?') === -1 ? '?' : '&';
      return fetch(base + path + sep + 'public_key=' + encodeURIComponent(publicKey), init).then(function (res) {
        return res.json().then(function (body) {
          if (!res.ok) throw (body && body.cause) || [{ code: String(res.status), description: 'error' }];
          return body;
        });
      });
    }
    this.getIdentificationTypes = function () {
      return Promise.resolve([
        { id: 'DNI', name: 'DNI', type: 'number', min_length: 8, max_length: 8 },
        { id: 'C.E', name: 'C.E', type: 'string', min_length: 9, max_length: 9 },
        { id: 'RUC', name: 'RUC', type: 'number', min_length: 11, max_length: 11 },
        { id: 'Otro', name: 'Otro', type: 'string', min_length: 5, max_length: 20 },
      ]);
    };
    this.getPaymentMethods = function (params) {
      return api('/v1/payment_methods/search?bin=' + encodeURIComponent((params && params.bin) || ''), { method: 'GET' });
    };
    this.fields = {
      create: function (type, opts) {
        var handlers = {};
        var input = document.createElement('input');
        input.setAttribute('data-mp-field', type);
        input.setAttribute('aria-label', (opts && opts.placeholder) || type);
        input.placeholder = (opts && opts.placeholder) || '';
        input.autocomplete = 'off';
        input.inputMode = 'numeric';
        var lastBin = null;
        input.addEventListener('input', function () {
          if (type === 'cardNumber') {
            var digits = input.value.replace(/\D/g, '');
            var bin = digits.length >= 8 ? digits.slice(0, 8) : null;
            if (bin !== lastBin) {
              lastBin = bin;
              if (handlers.binChange) handlers.binChange({ bin: bin, field: type });
            }
          }
          if (handlers.validityChange) handlers.validityChange({ field: type, errorMessages: [] });
        });
        inputs[type] = input;
        var field = {
          mount: function (containerId) {
            var el = document.getElementById(containerId);
            if (!el) throw new Error('container ' + containerId + ' not found');
            el.appendChild(input);
            if (handlers.ready) setTimeout(function () { handlers.ready({ field: type }); }, 0);
            return field;
          },
          unmount: function () {
            if (input.parentNode) input.parentNode.removeChild(input);
            delete inputs[type];
          },
          on: function (event, cb) {
            handlers[event] = cb;
            return field;
          },
          focus: function () { input.focus(); },
        };
        return field;
      },
      createCardToken: function (data) {
        var expiry = ((inputs.expirationDate && inputs.expirationDate.value) || '').split('/');
        return api('/v1/card_tokens', {
          method: 'POST',
          headers: { 'Content-Type': 'application/json' },
          body: JSON.stringify({
            card_number: (inputs.cardNumber && inputs.cardNumber.value) || '',
            expiration_month: Number(expiry[0]),
            expiration_year: Number(expiry[1]),
            security_code: (inputs.securityCode && inputs.securityCode.value) || '',
            cardholder: {
              name: (data && data.cardholderName) || '',
              identification: { type: (data && data.identificationType) || '', number: (data && data.identificationNumber) || '' },
            },
          }),
        });
      },
    };
    return self;
  }
  window.MercadoPago = MercadoPago;
})();
`;
