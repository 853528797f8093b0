/**
 * The field order of the CBV 2.0 event hash: the reference implementation's PROP_ORDER
 * (epcis_event_hash_generator/__init__.py, RalphTro/epcis-event-hash-generator at 5d2f1c3, MIT), unchanged.
 * Each entry names a field and, for a field with children, the order of those.
 */
export type Order = readonly (readonly [string | null, Order | null])[];

const QUANTITY: Order = [
  [
    'quantityElement',
    [
      ['epcClass', null],
      ['quantity', null],
      ['uom', null],
    ],
  ],
];
/** The reference names these sub-orders by a tuple, which no child name equals: null here. */
const PAIRED: Order = [[null, null]];

/** The reference's PROP_ORDER (`__init__.py`), unchanged: it is the hash's field order. */
export const PROP_ORDER: Order = [
  ['eventTime', null],
  ['eventTimeZoneOffset', null],
  ['certificationInfo', null],
  ['parentID', null],
  ['epcList', [['epc', null]]],
  ['inputEPCList', [['epc', null]]],
  ['childEPCs', [['epc', null]]],
  ['quantityList', QUANTITY],
  ['childQuantityList', QUANTITY],
  ['inputQuantityList', QUANTITY],
  ['outputEPCList', [['epc', null]]],
  ['outputQuantityList', QUANTITY],
  ['action', null],
  ['transformationID', null],
  ['bizStep', null],
  ['disposition', null],
  [
    'persistentDisposition',
    [
      ['set', null],
      ['unset', null],
    ],
  ],
  ['readPoint', [['id', null]]],
  ['bizLocation', [['id', null]]],
  ['bizTransactionList', PAIRED],
  ['sourceList', PAIRED],
  ['destinationList', PAIRED],
  [
    'sensorElementList',
    [
      [
        'sensorElement',
        [
          [
            'sensorMetadata',
            [
              'time',
              'startTime',
              'endTime',
              'deviceID',
              'deviceMetadata',
              'rawData',
              'dataProcessingMethod',
              'bizRules',
            ].map((n) => [n, null] as const),
          ],
          [
            'sensorReport',
            [
              'type',
              'exception',
              'deviceID',
              'deviceMetadata',
              'rawData',
              'dataProcessingMethod',
              'time',
              'microorganism',
              'chemicalSubstance',
              'value',
              'component',
              'stringValue',
              'booleanValue',
              'hexBinaryValue',
              'uriValue',
              'minValue',
              'maxValue',
              'meanValue',
              'sDev',
              'percRank',
              'percValue',
              'uom',
              'coordinateReferenceSystem',
            ].map((n) => [n, null] as const),
          ],
        ],
      ],
    ],
  ],
];
