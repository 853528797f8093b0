// Word lists for believable demo data: UK-centred food suppliers, their people and products.

/** `a|b|c` as a list (kept on one line each, so that the lists stay readable). */
function list(text: string): readonly string[] {
  return text.split('|');
}

export const FIRST_NAMES = list(
  'Aisha|Ben|Chloe|Daniel|Eilidh|Fatima|George|Hannah|Isaac|Jess|Kwame|Laura|Marek|Niamh|Owen|Priya|Rhys|Sofia|Tom|Una|Vikram|Wendy|Yusuf|Zoe|Aoife|Callum|Dev|Ellie|Harriet|Joe|Katie|Luca|Mia|Nathan|Ruth|Sam',
);

export const SURNAMES = list(
  "Adeyemi|Baker|Campbell|Davies|Evans|Fletcher|Gallagher|Hughes|Iqbal|Jones|Kowalski|Lewis|MacLeod|Murphy|Nowak|O'Brien|Patel|Quinn|Roberts|Singh|Taylor|Walsh|Williams|Wright|Young|Clarke|Khan|Morgan|Reid|Shah|Thomas|Wood",
);

/** Where suppliers are: ISO 3166-1 numeric code, how many of them, cities, a postcode from 6 random digits. */
const letter = (d: string) => 'ABDEFGHJLNPQRSTUWXYZ'[Number(d) * 2]!;
export const PLACES = [
  {
    country: 826,
    weight: 14,
    cities: list('Bristol|Leeds|Norwich|Exeter|Carlisle|Ipswich|Truro|Hereford|Grimsby|Inverness'),
    // The postcode area of each city above, in the same order.
    postcode: (d: string, city: number) =>
      `${list('BS|LS|NR|EX|CA|IP|TR|HR|DN|IV')[city]}${d[1]} ${d[2]}${letter(d[3]!)}${letter(d[4]!)}`,
  },
  {
    country: 372,
    weight: 3,
    cities: list('Cork|Galway|Limerick|Waterford|Kilkenny'),
    postcode: (d: string) => `T${d.slice(0, 2)} ${letter(d[2]!)}${d.slice(3, 6)}`,
  },
  {
    country: 250,
    weight: 2,
    cities: list('Rennes|Lyon|Bordeaux|Dijon'),
    postcode: (d: string) => d.slice(0, 5),
  },
  {
    country: 724,
    weight: 2,
    cities: list('Valencia|Murcia|Almería|Sevilla'),
    postcode: (d: string) => d.slice(0, 5),
  },
  {
    country: 380,
    weight: 2,
    cities: list('Parma|Modena|Verona|Bari'),
    postcode: (d: string) => d.slice(0, 5),
  },
  {
    country: 528,
    weight: 1,
    cities: list('Rotterdam|Utrecht|Eindhoven'),
    postcode: (d: string) => `${d.slice(0, 4)} AB`,
  },
  {
    country: 616,
    weight: 1,
    cities: list('Poznań|Kraków|Gdańsk'),
    postcode: (d: string) => `${d.slice(0, 2)}-${d.slice(2, 5)}`,
  },
] as const;

export const STREETS = list(
  'Mill Lane|Station Road|Harbour Way|Orchard Business Park|Dairy Lane|Riverside Estate|Church Street|Quay Road|Enterprise Way|Farm Road|Granary Court|Industrial Estate',
);

/** Company names: a place-like word, what they make, a legal form. */
export const NAME_FIRST = list(
  'Greenfield|Highland|Coastal|Vale|Westcountry|Harbour|Meadow|Moorland|Riverside|Oakwood|Northern|Cornish|Fenland|Golden|Old Mill|Brookside|Atlantic|Ridgeway|Kingfisher|Silverburn|Hillside|Orchard|Three Counties|Wessex|Borders|Lakeland',
);

export const NAME_LEGAL = list('Ltd|Ltd|Ltd|& Sons|Co.|Group|Farms|plc');

/** What suppliers make: their trade name, the category (categories lookup) and the products they offer. */
export const TRADES = [
  {
    trade: 'Dairy',
    category: 6,
    flags: ['cheese'],
    products: list(
      'Mature Cheddar 400g|Greek Style Yoghurt 500g|Salted Butter 250g|Double Cream 300ml|Red Leicester 350g|Semi Skimmed Milk 2l',
    ),
  },
  {
    trade: 'Bakery',
    category: 2,
    flags: [],
    products: list(
      'Sourdough Loaf 800g|Seeded Batch 400g|All Butter Croissants x4|Hot Cross Buns x6|Brioche Rolls x6|Rye Bread 500g',
    ),
  },
  {
    trade: 'Seafoods',
    category: 7,
    flags: ['freshfish', 'fish'],
    products: list(
      'Scottish Salmon Fillets 240g|Smoked Haddock 300g|Cod Loins 280g|King Prawns 180g|Mackerel Fillets 200g',
    ),
  },
  {
    trade: 'Smokehouse',
    category: 7,
    flags: ['smokedfish', 'fish'],
    products: list('Oak Smoked Salmon 100g|Kiln Roast Salmon 180g|Smoked Mackerel Pâté 115g|Kippers 250g'),
  },
  {
    trade: 'Growers',
    category: 8,
    flags: ['freshfruit'],
    products: list(
      'Braeburn Apples x6|Vine Tomatoes 450g|Tenderstem Broccoli 200g|British Strawberries 400g|Baby Potatoes 750g',
    ),
  },
  {
    trade: 'Butchers',
    category: 10,
    flags: ['freshmeat'],
    products: list(
      'Pork Sausages x6|Beef Mince 5% 500g|Chicken Thighs 1kg|Dry Cured Bacon 240g|Lamb Leg Steaks 300g',
    ),
  },
  {
    trade: 'Charcuterie',
    category: 10,
    flags: ['curedmeats'],
    products: list('Prosciutto 80g|Chorizo Ring 225g|Salami Milano 100g|Bresaola 70g'),
  },
  {
    trade: 'Preserves',
    category: 1,
    flags: ['jam'],
    products: list(
      'Strawberry Jam 340g|Seville Orange Marmalade 454g|Raspberry Conserve 340g|Lemon Curd 320g',
    ),
  },
  {
    trade: 'Honey',
    category: 1,
    flags: ['honey'],
    products: list('Set Honey 340g|Wildflower Honey 454g|Manuka Honey MGO 100 250g'),
  },
  {
    trade: 'Confectionery',
    category: 5,
    flags: ['chocolate'],
    products: list(
      'Dark Chocolate 70% 100g|Milk Chocolate Buttons 70g|Salted Caramel Truffles 150g|Chocolate Coated Brazils 150g',
    ),
  },
  {
    trade: 'Coffee Roasters',
    category: 3,
    flags: ['coffee'],
    products: list('Colombian Ground Coffee 227g|Espresso Beans 1kg|Decaf Ground Coffee 227g'),
  },
  {
    trade: 'Olive Oil',
    category: 1,
    flags: ['oliveoil'],
    products: list('Extra Virgin Olive Oil 500ml|Olive Oil Spray 200ml|Koroneiki Olive Oil 1l'),
  },
  {
    trade: 'Brewery',
    category: 12,
    flags: ['alcoholic'],
    products: list('Golden Ale 500ml|IPA 4x330ml|Stout 500ml|Cider 4x440ml'),
  },
  {
    trade: 'Kitchens',
    category: 4,
    flags: [],
    products: list(
      'Chicken Tikka Masala 400g|Fish Pie 400g|Vegetable Lasagne 400g|Cottage Pie 450g|Hummus 200g',
    ),
  },
  {
    trade: 'Frozen Foods',
    category: 9,
    flags: [],
    products: list('Garden Peas 900g|Breaded Cod Fillets x4|Sweet Potato Fries 750g|Vanilla Ice Cream 1l'),
  },
  {
    trade: 'Nutrition',
    category: 11,
    flags: ['supplements'],
    products: list('Vitamin D 1000IU x90|Omega 3 Capsules x60|Protein Bar Peanut 60g'),
  },
] as const;

/** The standards suppliers of each kind usually hold (standards lookup ids), and who certifies. */
export const CERTIFYING_BODIES = list('SGS|NSF|LRQA|Bureau Veritas|Intertek|SAI Global');
export const GRADES = list('AA|AA|A|A|B|AA+|A+');

export const AUDIT_REASONS = list(
  'Annual supplier audit|New supplier approval|Follow-up of previous non-conformities|Customer complaint investigation|Unannounced audit',
);

export const ACTION_NOTES = list(
  'Procedure rewritten and staff retrained; records checked for four weeks.|Repair completed by contractor; photos and invoice on file.|Root cause found in supplier approval; new checks added to intake.|Verified on site at follow-up visit.',
);

export const FINDINGS = list(
  'Records incomplete for two weeks in the last quarter|Minor damage to wall cladding near goods intake|Training matrix not up to date for agency staff|Temperature log missed on one day|Pest bait station map out of date|Allergen changeover not signed off on one line|Glass and hard plastics register not reviewed this year|Internal audit schedule behind by two months|Calibration of probe thermometers overdue|Supplier approval file missing a certificate',
);
