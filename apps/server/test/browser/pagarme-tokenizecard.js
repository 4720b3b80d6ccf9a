/*
 * Tests only: Pagar.me's tokenizecard.js as the Pagar.me stand-in serves it at
 * /core/v5/tokenizecard.js (pagarme-stand-in.ts). As documented
 * (https://docs.pagar.me/reference/pagarme-js): the script tag carries the public key in
 * `data-pagarmecheckout-app-id`; `PagarmeCheckout.init(success, fail)` takes over the submit of
 * every form marked `data-pagarmecheckout-form`, reads its inputs marked
 * `data-pagarmecheckout-element` (holder_name, number, exp_date or exp_month + exp_year, cvv; brand
 * is filled in), posts the card to `POST /core/v5/tokens?appId=<public key>` and adds the token to
 * the form as the hidden field `pagarmetoken-0`; when `success` answers true the form is submitted.
 */
(() => {
  const script = document.currentScript ?? document.querySelector('script[data-pagarmecheckout-app-id]');
  const appId = script.getAttribute('data-pagarmecheckout-app-id') ?? '';
  const tokens = new URL('tokens', script.src);
  tokens.searchParams.set('appId', appId);
  let callbacks = { success: () => true, fail: () => {} };
  const bound = new WeakSet();

  const element = (form, name) => form.querySelector(`[data-pagarmecheckout-element="${name}"]`);
  const value = (form, name) => (element(form, name)?.value ?? '').trim();

  async function tokenize(event) {
    const form = event.currentTarget;
    event.preventDefault();
    let month = value(form, 'exp_month');
    let year = value(form, 'exp_year');
    const date = value(form, 'exp_date');
    if (date) [month = '', year = ''] = date.split('/');
    const card = {
      holder_name: value(form, 'holder_name'),
      number: value(form, 'number').replace(/\D/g, ''),
      exp_month: Number(month),
      exp_year: Number(year),
      cvv: value(form, 'cvv'),
    };
    let answer;
    let ok;
    try {
      const response = await fetch(tokens, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify({ type: 'card', card }),
      });
      ok = response.ok;
      answer = await response.json();
    } catch (error) {
      callbacks.fail({ message: String(error) });
      return;
    }
    if (!ok) {
      callbacks.fail(answer);
      return;
    }
    for (const old of form.querySelectorAll('input[name="pagarmetoken-0"]')) old.remove();
    const hidden = document.createElement('input');
    hidden.type = 'hidden';
    hidden.name = 'pagarmetoken-0';
    hidden.value = answer.id;
    form.append(hidden);
    const brand = element(form, 'brand');
    if (brand) brand.textContent = answer.card?.brand ?? '';
    if (callbacks.success({ 'pagarmetoken-0': answer.id }) === true)
      HTMLFormElement.prototype.submit.call(form);
  }

  window.PagarmeCheckout = {
    init(success, fail) {
      callbacks = { success, fail };
      for (const form of document.querySelectorAll('form[data-pagarmecheckout-form]')) {
        if (bound.has(form)) continue;
        bound.add(form);
        form.addEventListener('submit', tokenize);
      }
    },
  };
})();
