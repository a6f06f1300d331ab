import type { TBlogSeedPost } from '../blog-seed-posts';

const COVER = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 1200 630" width="1200" height="630">
<rect width="1200" height="630" fill="#f8fafc"/>
<circle cx="600" cy="315" r="260" fill="#ccfbf1"/>
<circle cx="140" cy="120" r="70" fill="#fde68a"/>
<circle cx="1080" cy="520" r="90" fill="#cbd5e1"/>
<path d="M540 110l170 60v130c0 110-75 190-170 225-95-35-170-115-170-225V170z" fill="#0f766e"/>
<path d="M540 150l130 46v104c0 85-57 148-130 178z" fill="#115e59"/>
<path d="M470 320l50 52 95-105" fill="none" stroke="#fff" stroke-width="26" stroke-linecap="round" stroke-linejoin="round"/>
<circle cx="790" cy="380" r="78" fill="#fff" stroke="#334155" stroke-width="18"/>
<circle cx="790" cy="380" r="50" fill="#fde68a"/>
<path d="M846 436l86 86" stroke="#334155" stroke-width="30" stroke-linecap="round"/>
</svg>`;

const BODY = `Giving to someone you have never met takes trust. This guide explains how to judge a needs list, what Kindlist checks for you, and the one habit that protects you most.

## The rule that protects you most: buy the item yourself

**Kindlist never handles money.** There is no button for sending cash to a family, and there never needs to be. You reserve an item, buy it at a store you choose and have it shipped to the family. The store takes your payment; the family receives a thing, not money.

That makes one warning sign very simple. If anyone, on Kindlist or anywhere else, asks you to:

- send cash, a gift card or a code from a gift card,
- pay through a payment app, a wire transfer or cryptocurrency,
- “just send me the money and I’ll buy it myself”,

stop. A gift card is money, and a real family on Kindlist does not need you to pay them. **Nobody from Kindlist will ask you for money, passwords or codes.**

## How to judge a list

No single detail proves a list is genuine or fake. Look at the list as a whole and ask whether it makes sense.

### Do the items fit the story?

After a house fire, a family needs clothes, bedding and kitchen basics. A new baby means diapers, wipes and sleepers. Be careful with **expensive items that have no clear link** to what happened, especially when they are the only things on the list.

### Are the items specific?

Real needs tend to come with details: sizes, ages, quantities. “Boy’s jeans, size 10” reads like a parent writing for a child. A list of vague, costly, easy-to-resell items deserves a closer look.

### Does the story or photo look familiar?

Copying a real family’s story or photos is a common trick. If you have seen the same words or picture on another list, trust that feeling, and report it.

### Who is behind it?

The list shows the name of the person who wrote it, linked to their profile: when they joined, how many lists they have published and how many were fulfilled. A new account is not a warning sign in itself: someone who has just lost their home may well have signed up that same day. It is one detail among many, not a verdict.

Some lists carry a **Verified by Kindlist** mark next to their title. Many genuine lists do not, so treat a missing mark as neutral, not as a warning.

### Where do the store links go?

Families can add a link to a product page at any store. Kindlist adds no affiliate or tracking codes to the store searches it builds, and every link opens the store’s own website. If a link leads to a shop you do not know, you do not have to use it: buy the same item at a store you trust and ship it to the family’s address.

## What Kindlist does for you

You are not judging alone. A few protections are built into how the site works:

- **Confirmed email.** A list cannot be published until its owner has confirmed their email address. You also confirm yours before you can reserve.
- **The copycat check.** When a list is published, its photos and story are compared with other families’ lists. A list that looks like a close copy is held for our moderators: until they have looked at it, it stays out of search and cannot receive gifts.
- **Reports.** Anyone signed in can report a list. Reports go to our moderators, and the family is not told who reported it.
- **The address stays private.** A family’s shipping address is shown only to a donor with an active reservation or purchase on that list, and every time it is shown, the family can see it. Send your gift to that address, not to one someone gives you elsewhere.

## If something feels wrong

You never owe a list your money. If something does not sit right:

1. Do not buy anything, and do not move the conversation off Kindlist.
2. Open the list and press **Report this list** at its foot. Choose what is wrong: it looks like a scam, it copies another list, it shows someone’s private information, it has offensive content, or something else. Add a few words if you can.
3. For anything a report does not cover, [write to us](/contact-us).

If you have already lost money to a scam, here or anywhere, contact your bank or card issuer straight away, and report it to the Federal Trade Commission at [reportfraud.ftc.gov](https://reportfraud.ftc.gov).

## Give with confidence

Most of the protection you need comes from the way Kindlist works: you buy the item at a store, the family receives the thing itself, and nothing is sent to a stranger’s account. Add a moment of common sense about the list in front of you, and you can give knowing it reaches someone who asked for exactly that.

More about how reservations, addresses and reports work is in [our FAQ](/faq).
`;

export const spotAndAvoidScamsPost: TBlogSeedPost = {
  slug: 'how-donors-can-spot-and-avoid-scams',
  title: 'How donors can spot and avoid scams',
  excerpt:
    'How to judge a needs list, what Kindlist checks for you, and the one habit that protects you most: buy the item at a store yourself.',
  coverAlt: 'A teal shield with a white check mark beside a magnifying glass.',
  coverSvg: COVER,
  bodyMarkdown: BODY,
  publishedDaysAgo: 11,
  translationKey: 'how-donors-can-spot-and-avoid-scams',
};

const BODY_ES = `Dar a alguien que nunca ha conocido requiere confianza. Esta guía explica cómo evaluar una lista de necesidades, qué revisa Kindlist por usted y el hábito que más le protege.

## La regla que más le protege: compre usted el artículo

**Kindlist nunca maneja dinero.** No hay ningún botón para enviarle efectivo a una familia, y nunca hace falta. Usted reserva un artículo, lo compra en la tienda que elija y hace que se lo envíen a la familia. La tienda recibe su pago; la familia recibe una cosa, no dinero.

Por eso, una de las señales de alerta es muy sencilla. Si alguien, en Kindlist o en cualquier otro lugar, le pide que:

- envíe efectivo, una tarjeta de regalo o el código de una tarjeta de regalo,
- pague con una aplicación de pagos, una transferencia bancaria o criptomonedas,
- “mejor mándeme el dinero y yo lo compro”,

deténgase. Una tarjeta de regalo es dinero, y una familia real en Kindlist no necesita que usted le pague. **Nadie de Kindlist le pedirá dinero, contraseñas ni códigos.**

## Cómo evaluar una lista

Ningún detalle por sí solo demuestra que una lista sea auténtica o falsa. Mire la lista completa y pregúntese si tiene sentido.

### ¿Los artículos corresponden a la historia?

Después de un incendio, una familia necesita ropa, ropa de cama y cosas básicas de cocina. Un bebé recién nacido significa pañales, toallitas y pijamas. Tenga cuidado con los **artículos caros que no tienen una relación clara** con lo que pasó, sobre todo cuando son lo único que hay en la lista.

### ¿Los artículos son específicos?

Las necesidades reales suelen venir con detalles: tallas, edades, cantidades. “Jeans de niño, talla 10” se lee como lo que escribe una madre o un padre para su hijo. Una lista de artículos vagos, caros y fáciles de revender merece una mirada más atenta.

### ¿La historia o la foto le resultan conocidas?

Copiar la historia o las fotos de una familia real es un truco común. Si ya vio las mismas palabras o la misma imagen en otra lista, confíe en esa impresión y repórtela.

### ¿Quién está detrás?

La lista muestra el nombre de la persona que la escribió, con un enlace a su perfil: cuándo se unió, cuántas listas ha publicado y cuántas se completaron. Una cuenta nueva no es por sí sola una señal de alerta: alguien que acaba de perder su casa bien puede haberse registrado ese mismo día. Es un detalle entre muchos, no un veredicto.

Algunas listas llevan la marca **Verificada por Kindlist** junto a su título. Muchas listas auténticas no la tienen, así que no tenerla no es una señal de alerta.

### ¿A dónde llevan los enlaces de las tiendas?

Las familias pueden agregar el enlace a la página de un producto en cualquier tienda. Kindlist no agrega códigos de afiliado ni de seguimiento a las búsquedas en tiendas que crea, y cada enlace abre el sitio web de la propia tienda. Si un enlace lleva a una tienda que usted no conoce, no tiene que usarlo: compre el mismo artículo en una tienda de su confianza y envíelo a la dirección de la familia.

## Lo que Kindlist hace por usted

No tiene que juzgar sin ayuda. Algunas protecciones forman parte de cómo funciona el sitio:

- **Correo confirmado.** Una lista no se puede publicar hasta que la persona que la creó haya confirmado su correo electrónico. Usted también confirma el suyo antes de poder reservar.
- **La revisión de copias.** Cuando se publica una lista, sus fotos y su historia se comparan con las listas de otras familias. Una lista que parece una copia queda en espera para nuestros moderadores: hasta que la revisen, no aparece en las búsquedas y no puede recibir regalos.
- **Reportes.** Cualquier persona que haya iniciado sesión puede reportar una lista. Los reportes llegan a nuestros moderadores, y a la familia no se le dice quién hizo el reporte.
- **La dirección es privada.** La dirección de envío de una familia solo se le muestra a un donante con una reserva o una compra activa en esa lista, y cada vez que se muestra, la familia puede verlo. Envíe su regalo a esa dirección, no a otra que alguien le dé por otro medio.

## Si algo no le parece bien

Usted nunca le debe dinero a una lista. Si algo no le convence:

1. No compre nada y no lleve la conversación fuera de Kindlist.
2. Abra la lista y presione **Reportar esta lista** al final de la página. Elija qué está mal: parece una estafa, copia otra lista, muestra información privada de alguien, tiene contenido ofensivo u otra cosa. Si puede, agregue unas palabras.
3. Para cualquier cosa que un reporte no cubra, [escríbanos](/contact-us).

Si ya perdió dinero por una estafa, aquí o en cualquier otro lugar, comuníquese de inmediato con su banco o con el emisor de su tarjeta, y repórtelo a la Comisión Federal de Comercio (FTC) en [reportefraude.ftc.gov](https://reportefraude.ftc.gov).

## Dé con confianza

La mayor parte de la protección que necesita viene de la forma en que funciona Kindlist: usted compra el artículo en una tienda, la familia recibe la cosa misma y no se envía nada a la cuenta de un desconocido. Sume un momento de sentido común sobre la lista que tiene delante, y podrá dar sabiendo que su regalo llega a alguien que pidió exactamente eso.

Encontrará más sobre cómo funcionan las reservas, las direcciones y los reportes en [nuestras preguntas frecuentes](/faq).
`;

/** The Spanish version of the post above. */
export const spotAndAvoidScamsPostEs: TBlogSeedPost = {
  slug: 'como-reconocer-y-evitar-estafas-al-donar',
  title: 'Cómo reconocer y evitar estafas al donar',
  excerpt:
    'Cómo evaluar una lista de necesidades, qué revisa Kindlist por usted y el hábito que más le protege: comprar el artículo en una tienda, por su cuenta.',
  coverAlt: 'Un escudo verde azulado con una marca de verificación blanca, junto a una lupa.',
  coverSvg: COVER,
  bodyMarkdown: BODY_ES,
  publishedDaysAgo: 11,
  translationKey: spotAndAvoidScamsPost.translationKey,
};
