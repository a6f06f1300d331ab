import type { TBlogSeedPost } from '../blog-seed-posts';

const COVER = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 1200 630" width="1200" height="630">
<rect width="1200" height="630" fill="#fde68a"/>
<circle cx="980" cy="150" r="110" fill="#fcd34d"/>
<rect y="500" width="1200" height="130" fill="#ccfbf1"/>
<path d="M0 500q300-40 600 0t600 0v20H0z" fill="#0f766e" opacity=".25"/>
<rect x="420" y="290" width="360" height="230" fill="#0f766e"/>
<path d="M380 300L600 120l220 180z" fill="#134e4a"/>
<rect x="700" y="150" width="44" height="90" fill="#134e4a"/>
<rect x="455" y="330" width="80" height="70" rx="8" fill="#ccfbf1"/>
<rect x="555" y="400" width="90" height="120" rx="10" fill="#f8fafc"/>
<path d="M700 395c-22-30-70-10-52 28 10 20 52 48 52 48s42-28 52-48c18-38-30-58-52-28z" fill="#fcd34d"/>
<g fill="#fff" opacity=".8"><circle cx="250" cy="200" r="14"/><circle cx="300" cy="150" r="9"/><circle cx="200" cy="270" r="10"/></g>
</svg>`;

const BODY = `If your home has just burned, you do not need a perfect plan. You need tonight covered, then the next few days, then the next few weeks. This guide helps you decide what to ask for on a needs list now, what can wait, and where to turn for help that a list cannot give.

## First, the help that comes before a list

### The Red Cross and local services

If you have not already, contact the **American Red Cross** on 1-800-733-2767 or at [redcross.org](https://www.redcross.org). Local Red Cross volunteers respond to home fires and may be able to help with immediate needs such as somewhere to stay, food and basic supplies. Ask what they can offer in your area.

For food, shelter and local services, call or text **211**. If the fire was part of a larger disaster, such as a wildfire, ask whether federal disaster assistance is open where you live.

Our [support resources](/support-resources) page lists these organisations and others, grouped by need, with how to reach them.

### Your insurance

If you have homeowners or renters insurance, call your insurer as soon as you can. Many policies include help with living costs while you cannot live at home, sometimes called “additional living expenses” or “loss of use”, as well as replacing belongings. Ask what your policy covers, how to document what you lost, and keep every receipt.

It is fine to ask for what you need now, even if insurance may pay for some things later. If you know a claim will cover something soon, put it lower on your list, and consider saying so in your story. Donors appreciate honesty.

### What does not belong on a needs list

- **Prescription medicines:** call your pharmacy or doctor; they can help you replace them.
- **Identity documents:** birth certificates, Social Security cards and driver’s licenses are replaced by the agencies that issued them. Benefits and legal help are on the support resources page.
- **Cash:** Kindlist never handles money. Donors buy items and ship them to you.

## The first days: getting through the week

Think about where you are sleeping for the next few nights and what each person needs to get through a normal day.

- **Toiletries:** toothbrushes, toothpaste, deodorant, shampoo, a hairbrush, menstrual products, razors.
- **Clothes:** underwear, socks, pajamas and one or two changes of clothes for each person, with sizes.
- **Babies and toddlers:** diapers and wipes in the right size, the formula your baby already drinks, bottles.
- **Practical things:** phone chargers, a reusable water bottle, a small bag or backpack.
- **Comfort:** a blanket, a soft toy for a small child, something to do in a hotel room.
- **Food that needs no kitchen:** if you are in a hotel or shelter, snacks and simple meals help.

Mark these as **Needed most**, set the list’s urgency, and add a needed-by date if something has a real deadline, like school starting again.

## The first weeks: setting up again

Once you know where you will stay for a while, the list changes. Now you are making a temporary place work.

- **Bedding:** sheets, blankets and pillows. Write the bed size: twin, full, queen or king.
- **Bath:** towels, washcloths, a bath mat.
- **Kitchen basics:** a pot, a pan, plates, bowls, cutlery, cups, a can opener, dish soap.
- **Cleaning and laundry:** cleaning supplies, a laundry basket, hangers, detergent.
- **Work and school:** work clothes and shoes, school clothes, a backpack and school supplies.
- **Season:** coats, boots, hats and gloves if winter is coming.

Leave large furniture for later unless you have a settled place to put it. Things that survived the fire may still smell strongly of smoke; it is reasonable to ask for replacements of clothes and bedding you cannot use.

## Get the sizes right once

Sizes are the detail donors worry about most. Write them down once for everyone in the family and copy them into each item:

- clothing sizes (children’s sizes such as 6, 8 or 10/12; adults’ S to XL or numbers);
- shoe sizes, with width if it matters;
- diaper size;
- bed sizes.

For children heading into a new season, asking one size up for coats and shoes gives them room to grow.

## Where should gifts go?

If you are staying in a hotel, a shelter or with relatives, check that packages can be received there. A hotel front desk can tell you whether it accepts parcels for guests. If not, use the address of a relative or friend you trust. You can change the shipping address in your list’s editor whenever your situation changes.

Your shipping address is **stored encrypted and never shown on your list**. Only a donor who has reserved or bought one of your items can see it. You see when, and who unless they gave anonymously; Kindlist always knows who it was, and you can tell us of any concern through the contact page.

## Take care of yourselves

A fire is a shock for everyone, children included. If you or someone in your family is struggling, the support resources page lists people you can talk to, including the Disaster Distress Helpline and 988, any time of day.

When you are ready, [create your needs list](/create). It saves as you type, so you can write a little at a time.
`;

export const afterAHouseFirePost: TBlogSeedPost = {
  slug: 'what-to-ask-for-after-a-house-fire',
  title: 'What to ask for after a house fire',
  excerpt:
    'What to put on a needs list in the first days and the first weeks after a fire, how to get sizes right, and where to find help a list cannot give.',
  coverAlt: 'A small teal house with a warm yellow heart beside its door, under a soft sun.',
  coverSvg: COVER,
  bodyMarkdown: BODY,
  publishedDaysAgo: 20,
  translationKey: 'what-to-ask-for-after-a-house-fire',
};

const BODY_ES = `Si su casa acaba de quemarse, no necesita un plan perfecto. Necesita resolver esta noche, luego los próximos días y luego las próximas semanas. Esta guía le ayuda a decidir qué pedir ahora en una lista de necesidades, qué puede esperar y a dónde acudir para recibir la ayuda que una lista no puede dar.

## Primero, la ayuda que llega antes de una lista

### La Cruz Roja y los servicios locales

Si todavía no lo ha hecho, comuníquese con la **Cruz Roja Americana** al 1-800-733-2767 o en [redcross.org](https://www.redcross.org). Los voluntarios locales de la Cruz Roja atienden incendios de viviendas y quizá puedan ayudarle con lo más urgente, como un lugar donde quedarse, comida y artículos básicos. Pregunte qué ofrecen en su zona.

Para comida, albergue y servicios locales, llame o envíe un mensaje de texto al **211**; puede pedir que le atiendan en español. Si el incendio fue parte de un desastre mayor, como un incendio forestal, pregunte si hay asistencia federal por desastre en el lugar donde vive.

Nuestra página de [recursos de apoyo](/support-resources) reúne estas organizaciones y otras, agrupadas por necesidad, con la forma de comunicarse con cada una.

### Su seguro

Si tiene seguro de vivienda o de inquilino, llame a su aseguradora lo antes posible. Muchas pólizas incluyen ayuda con los gastos de vida mientras no puede vivir en su casa, a veces llamados “gastos de vida adicionales” o “pérdida de uso”, además de reponer sus pertenencias. Pregunte qué cubre su póliza y cómo documentar lo que perdió, y guarde todos los recibos.

Está bien pedir lo que necesita ahora, aunque quizá el seguro pague algunas cosas más adelante. Si sabe que una reclamación cubrirá algo pronto, póngalo más abajo en su lista y piense en decirlo en su historia. Los donantes valoran la sinceridad.

### Lo que no va en una lista de necesidades

- **Medicamentos con receta:** llame a su farmacia o a su médico; pueden ayudarle a reponerlos.
- **Documentos de identidad:** las actas de nacimiento, las tarjetas del Seguro Social y las licencias de conducir las reponen las agencias que las emitieron. En la página de recursos de apoyo encontrará ayuda con beneficios y ayuda legal.
- **Dinero en efectivo:** Kindlist nunca maneja dinero. Los donantes compran los artículos y se los envían a usted.

## Los primeros días: pasar la semana

Piense en dónde van a dormir las próximas noches y en lo que necesita cada persona para pasar un día normal.

- **Artículos de aseo:** cepillos de dientes, pasta dental, desodorante, champú, un cepillo para el cabello, productos menstruales, rasuradoras.
- **Ropa:** ropa interior, calcetines, pijamas y una o dos mudas de ropa para cada persona, con sus tallas.
- **Bebés y niños pequeños:** pañales y toallitas de la talla correcta, la fórmula que su bebé ya toma, biberones.
- **Cosas prácticas:** cargadores de teléfono, una botella de agua reutilizable, una bolsa pequeña o una mochila.
- **Consuelo:** una cobija, un peluche para un niño pequeño, algo que hacer en un cuarto de hotel.
- **Comida que no necesita cocina:** si está en un hotel o en un albergue, ayudan los bocadillos y las comidas sencillas.

Marque estas cosas como **Lo que más se necesita**, indique la urgencia de la lista y agregue una fecha si algo tiene un plazo real, como el regreso a clases.

## Las primeras semanas: volver a instalarse

Cuando sepa dónde se quedará por un tiempo, la lista cambia. Ahora se trata de que un lugar temporal funcione.

- **Ropa de cama:** sábanas, cobijas y almohadas. Escriba el tamaño de la cama: individual, matrimonial, queen o king.
- **Baño:** toallas, toallitas para la cara, un tapete de baño.
- **Lo básico de la cocina:** una olla, un sartén, platos, tazones, cubiertos, vasos, un abrelatas, jabón para trastes.
- **Limpieza y lavandería:** productos de limpieza, un cesto para la ropa, ganchos, detergente.
- **Trabajo y escuela:** ropa y zapatos para el trabajo, ropa para la escuela, una mochila y útiles escolares.
- **La temporada:** abrigos, botas, gorros y guantes si se acerca el invierno.

Deje los muebles grandes para más adelante, a menos que tenga un lugar fijo donde ponerlos. Las cosas que se salvaron del incendio pueden seguir oliendo mucho a humo; es razonable pedir ropa y ropa de cama para reemplazar las que no puede usar.

## Anote bien las tallas una sola vez

Las tallas son el detalle que más les preocupa a los donantes. Escríbalas una vez para toda la familia y cópielas en cada artículo:

- tallas de ropa (de niños, como 6, 8 o 10/12; de adultos, de S a XL o con números);
- tallas de zapatos, con el ancho si importa;
- talla de pañal;
- tamaños de cama.

Para los niños que empiezan una nueva temporada, pedir una talla más en abrigos y zapatos les da espacio para crecer.

## ¿A dónde deben llegar los regalos?

Si se está quedando en un hotel, en un albergue o con familiares, confirme que allí pueden recibir paquetes. En la recepción de un hotel le pueden decir si aceptan paquetes para los huéspedes. Si no, use la dirección de un familiar o de una amistad de confianza. Puede cambiar la dirección de envío en el editor de su lista cada vez que cambie su situación.

Su dirección de envío se **guarda cifrada y nunca se muestra en su lista**. Solo un donante que haya reservado o comprado uno de sus artículos puede verla. Usted ve cuándo la vio, y quién, a menos que haya dado de forma anónima; Kindlist siempre sabe quién fue, y usted puede contarnos cualquier preocupación a través de la página de contacto.

## Cuídense

Un incendio es un golpe para todos, también para los niños. Si usted o alguien de su familia lo está pasando mal, la página de recursos de apoyo reúne lugares donde pueden hablar con alguien a cualquier hora del día, como la Línea de Ayuda para los Afectados por Catástrofes (Disaster Distress Helpline) y el 988. En las dos puede marcar 2 para hablar en español.

Cuando quiera, [cree su lista de necesidades](/create). Se guarda mientras escribe, así que puede hacerla poco a poco.
`;

/** The Spanish version of the post above. */
export const afterAHouseFirePostEs: TBlogSeedPost = {
  slug: 'que-pedir-despues-de-un-incendio-en-casa',
  title: 'Qué pedir después de un incendio en su casa',
  excerpt:
    'Qué poner en una lista de necesidades en los primeros días y las primeras semanas después de un incendio, cómo acertar con las tallas y dónde encontrar la ayuda que una lista no puede dar.',
  coverAlt: 'Una casita verde azulado con un corazón amarillo junto a la puerta, bajo un sol suave.',
  coverSvg: COVER,
  bodyMarkdown: BODY_ES,
  publishedDaysAgo: 20,
  translationKey: afterAHouseFirePost.translationKey,
};
