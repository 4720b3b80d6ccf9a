/*
 * Tests only: the part of MercadoPago.js v2 the checkout uses, served by the Mercado Pago stand-in
 * at /v2/mercadopago.js (mercadopago-stand-in.ts). Like the real SDK's Secure Fields, each card
 * field is a cross-origin iframe on the stand-in's own origin; the card number's iframe reads its
 * siblings and posts the card to the stand-in's `/v1/card_tokens` itself, so the page that embeds
 * the fields only ever sees the BIN (through 'binChange') and the token.
 *
 * API as documented for Core Methods: `new MercadoPago(publicKey, { locale })`,
 * `mp.fields.create('cardNumber' | 'expirationDate' | 'securityCode', { placeholder, style })`,
 * `.mount(containerId)`, `.unmount()`, `.on('binChange' | 'ready', handler)`, `.update()`,
 * `mp.fields.createCardToken({ cardholderName, identificationType, identificationNumber })`,
 * `mp.getPaymentMethods({ bin })`, and `mp.createCardToken({ cardNumber, cardholderName,
 * cardExpirationMonth, cardExpirationYear, securityCode, identificationType, identificationNumber })`
 * for a page that keeps the card in its own inputs (mercadopago/sdk-js: docs/core-methods.md).
 */
(() => {
  const script = document.currentScript;
  const origin = new URL(script.src).origin;
  const TITLES = {
    cardNumber: 'Número do cartão (campo seguro)',
    expirationDate: 'Validade do cartão (campo seguro)',
    securityCode: 'Código de segurança (campo seguro)',
  };
  let instances = 0;

  class SecureField {
    constructor(sdk, type, options) {
      this.sdk = sdk;
      this.type = type;
      this.options = options ?? {};
      this.handlers = {};
      this.iframe = null;
    }

    mount(containerId) {
      const container = document.getElementById(containerId);
      if (!container) throw new Error(`MercadoPago.js: no element with id ${containerId}`);
      const url = new URL('/secure-fields/field', origin);
      url.searchParams.set('type', this.type);
      url.searchParams.set('group', this.sdk.group);
      url.searchParams.set('publicKey', this.sdk.publicKey);
      url.searchParams.set('parentOrigin', window.location.origin);
      url.searchParams.set('placeholder', this.options.placeholder ?? '');
      url.searchParams.set('style', JSON.stringify(this.options.style ?? {}));
      const iframe = document.createElement('iframe');
      iframe.src = url.toString();
      iframe.title = TITLES[this.type] ?? this.type;
      iframe.style.cssText = 'display:block;width:100%;height:100%;border:0';
      container.append(iframe);
      this.iframe = iframe;
      this.sdk.mounted[this.type] = this;
      return this;
    }

    unmount() {
      this.iframe?.remove();
      this.iframe = null;
      if (this.sdk.mounted[this.type] === this) delete this.sdk.mounted[this.type];
    }

    update() {
      return this;
    }

    on(event, handler) {
      this.handlers[event] ??= [];
      this.handlers[event].push(handler);
      return this;
    }

    emit(event, data) {
      for (const handler of this.handlers[event] ?? []) handler(data);
    }
  }

  class MercadoPago {
    constructor(publicKey, options) {
      if (!publicKey) throw new Error('MercadoPago.js: public key is required');
      instances += 1;
      this.publicKey = publicKey;
      this.options = options ?? {};
      this.group = `mp${Date.now().toString(36)}${instances}`;
      this.mounted = {};
      this.pending = new Map();
      this.nextRequest = 1;
      window.addEventListener('message', (event) => this.receive(event));
      this.fields = {
        create: (type, fieldOptions) => new SecureField(this, type, fieldOptions),
        createCardToken: (data) => this.createFieldsToken(data ?? {}),
      };
    }

    receive(event) {
      const message = event.data;
      if (event.origin !== origin || !message || message.source !== 'mp-secure-field') return;
      if (message.group !== this.group) return;
      if (message.type === 'event') {
        this.mounted[message.field]?.emit(message.event, message.data);
      } else if (message.type === 'token') {
        const request = this.pending.get(message.id);
        if (!request) return;
        this.pending.delete(message.id);
        if (message.ok) request.resolve(message.token);
        else request.reject(message.error);
      }
    }

    /** Secure Fields: the card number's iframe reads its siblings and posts the card itself. */
    createFieldsToken(data) {
      const number = this.mounted.cardNumber?.iframe?.contentWindow;
      if (!number) return Promise.reject([{ code: 'E301', message: 'cardNumber is not mounted' }]);
      const id = this.nextRequest++;
      return new Promise((resolve, reject) => {
        this.pending.set(id, { resolve, reject });
        number.postMessage({ source: 'mp-sdk', type: 'createCardToken', id, data }, origin);
      });
    }

    async createCardToken(data) {
      const card = data ?? {};
      const digits = (value) => String(value ?? '').replace(/\D/g, '');
      const body = {
        card_number: digits(card.cardNumber),
        security_code: digits(card.securityCode),
        expiration_month: Number(card.cardExpirationMonth),
        expiration_year: Number(card.cardExpirationYear),
        cardholder: {
          name: card.cardholderName ?? '',
          ...(card.identificationNumber
            ? { identification: { type: card.identificationType, number: card.identificationNumber } }
            : {}),
        },
      };
      const url = new URL('/v1/card_tokens', origin);
      url.searchParams.set('public_key', this.publicKey);
      const response = await fetch(url, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify(body),
      });
      const answer = await response.json();
      if (!response.ok) throw answer;
      return answer;
    }

    async getPaymentMethods({ bin }) {
      const url = new URL('/v1/payment_methods/search', origin);
      url.searchParams.set('public_key', this.publicKey);
      url.searchParams.set('bins', bin);
      const response = await fetch(url);
      const body = await response.json();
      if (!response.ok) throw body;
      return body;
    }
  }

  window.MercadoPago = MercadoPago;
})();
