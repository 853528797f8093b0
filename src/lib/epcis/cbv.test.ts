import { describe, expect, it } from 'vitest';
import {
  canonicalBizStep,
  canonicalBizTransactionType,
  canonicalComponent,
  canonicalDisposition,
  canonicalErrorReason,
  canonicalMeasurementType,
  canonicalSourceDestType,
  cbvTerms,
  EVENT_TYPES,
  isAbsoluteUri,
} from './cbv.js';

describe('CBV 2.0 vocabularies: one canonical form, the GS1 Web URI', () => {
  it('reads a bare word, its GS1 Web URI, its CURIE and its EPCIS 1.x URN as the same business step', () => {
    const forms = [
      'shipping',
      'https://ref.gs1.org/cbv/BizStep-shipping',
      'http://ref.gs1.org/cbv/BizStep-shipping',
      'https://ns.gs1.org/cbv/BizStep-shipping',
      'cbv:BizStep-shipping',
      'urn:epcglobal:cbv:bizstep:shipping',
    ];
    for (const form of forms)
      expect(canonicalBizStep(form), form).toEqual({
        ok: true,
        value: 'https://ref.gs1.org/cbv/BizStep-shipping',
        term: 'shipping',
      });
  });

  it('does the same for every vocabulary the events use', () => {
    expect(canonicalDisposition('urn:epcglobal:cbv:disp:in_transit')).toMatchObject({
      value: 'https://ref.gs1.org/cbv/Disp-in_transit',
    });
    expect(canonicalBizTransactionType('urn:epcglobal:cbv:btt:po')).toMatchObject({
      value: 'https://ref.gs1.org/cbv/BTT-po',
    });
    expect(canonicalSourceDestType('owning_party')).toMatchObject({
      value: 'https://ref.gs1.org/cbv/SDT-owning_party',
    });
    expect(canonicalErrorReason('urn:epcglobal:cbv:er:incorrect_data')).toMatchObject({
      value: 'https://ref.gs1.org/cbv/ER-incorrect_data',
    });
    expect(canonicalMeasurementType('gs1:Temperature')).toMatchObject({
      value: 'https://gs1.org/voc/Temperature',
    });
    expect(canonicalMeasurementType('http://www.gs1.org/voc/Temperature')).toMatchObject({
      value: 'https://gs1.org/voc/Temperature',
    });
    expect(canonicalMeasurementType('Temperature')).toMatchObject({
      value: 'https://gs1.org/voc/Temperature',
    });
    expect(canonicalComponent('cbv:Comp-latitude')).toMatchObject({
      value: 'https://ref.gs1.org/cbv/Comp-latitude',
    });
  });

  it('refuses a bare word that is no standard term, naming what it should be', () => {
    expect(canonicalBizStep('transforming')).toEqual({
      ok: false,
      problem: '"transforming" is not a CBV 2.0 business step; a value of your own must be an absolute URI',
    });
    expect(canonicalDisposition('in transport')).toMatchObject({ ok: false });
    expect(canonicalBizStep('')).toMatchObject({ ok: false });
    // Case matters: the CBV terms are lower case, the measurement types capitalised.
    expect(canonicalBizStep('Shipping')).toMatchObject({ ok: false });
    expect(canonicalMeasurementType('temperature')).toMatchObject({ ok: false });
  });

  it("refuses an unknown term inside GS1's own namespaces", () => {
    expect(canonicalBizStep('urn:epcglobal:cbv:bizstep:teleporting')).toEqual({
      ok: false,
      problem: '"urn:epcglobal:cbv:bizstep:teleporting" is not a CBV 2.0 business step',
    });
    expect(canonicalBizStep('https://ref.gs1.org/cbv/BizStep-teleporting')).toMatchObject({ ok: false });
    expect(canonicalDisposition('cbv:Disp-teleported')).toMatchObject({ ok: false });
    expect(canonicalMeasurementType('https://gs1.org/voc/Teleportation')).toMatchObject({ ok: false });
  });

  it("keeps a value of one's own when it is an absolute URI, as sent", () => {
    for (const uri of [
      'https://example.com/bizstep/harvesting',
      'urn:example:bizstep:harvesting',
      'example:harvesting',
      'cbv:my_own_party',
    ])
      expect(canonicalBizStep(uri), uri).toEqual({ ok: true, value: uri, term: null });
  });

  it('refuses what is no URI: spaces, control characters, no scheme, too long', () => {
    expect(isAbsoluteUri('https://example.com/a b')).toBe(false);
    expect(isAbsoluteUri('https://example.com/a\u0000')).toBe(false);
    expect(isAbsoluteUri('//example.com/a')).toBe(false);
    expect(isAbsoluteUri(`https://example.com/${'a'.repeat(2100)}`)).toBe(false);
    expect(canonicalBizStep(`x${'a'.repeat(100_000)}`)).toMatchObject({ ok: false });
    // Names inherited from Object.prototype are no terms.
    expect(canonicalBizStep('constructor')).toMatchObject({ ok: false });
    expect(canonicalBizStep('__proto__')).toMatchObject({ ok: false });
  });

  it('lists the terms and event types for the binding', () => {
    expect(cbvTerms('bizStep')).toContain('shipping');
    expect(cbvTerms('bizStep')).toHaveLength(41);
    expect(cbvTerms('disposition')).toContain('in_transit');
    expect(EVENT_TYPES).toEqual([
      'ObjectEvent',
      'AggregationEvent',
      'TransactionEvent',
      'TransformationEvent',
      'AssociationEvent',
    ]);
  });
});
