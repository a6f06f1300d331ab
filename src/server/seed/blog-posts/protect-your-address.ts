import { RESERVATION_HOURS } from '#shared/pledge-limits';
import type { TBlogSeedPost } from '../blog-seed-posts';

const COVER = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 1200 630" width="1200" height="630">
<rect width="1200" height="630" fill="#115e59"/>
<circle cx="150" cy="110" r="90" fill="#134e4a"/>
<circle cx="1080" cy="540" r="150" fill="#134e4a"/>
<rect x="300" y="150" width="520" height="340" rx="24" fill="#fff"/>
<path d="M310 170l250 190 250-190" fill="none" stroke="#cbd5e1" stroke-width="14" stroke-linejoin="round"/>
<path d="M310 470l190-150M810 470L620 320" stroke="#cbd5e1" stroke-width="10"/>
<path d="M770 330v-50a80 80 0 01160 0v50" fill="none" stroke="#fde68a" stroke-width="30"/>
<rect x="730" y="320" width="240" height="190" rx="26" fill="#fcd34d"/>
<circle cx="850" cy="400" r="24" fill="#134e4a"/>
<rect x="838" y="405" width="24" height="60" rx="10" fill="#134e4a"/>
<circle cx="230" cy="520" r="16" fill="#ccfbf1"/><circle cx="1000" cy="120" r="12" fill="#ccfbf1"/>
</svg>`;

const BODY = `To send you a gift, a donor needs your shipping address. It is also the most private thing on your list. Here is exactly who can see it, when, and how you can check.

## What everyone sees on your list

Anyone who can open your list sees **your city and state**, never your street and never your ZIP code.

If you give a ZIP code, we use it only so that donors searching near a place can find your list. For that search, your list is placed at the centre of your city, or, if we do not know the city, at the centre of the wider area of your ZIP code’s first three digits. The code itself is not shown to anyone else.

Photos are handled with care too. Our server opens every photo you upload and saves a new copy of it, without the **hidden location data** that phones store inside pictures. What a photo shows is still up to you, so avoid house numbers, street signs and anything else that points to where you live.

## Where your address is kept

Your shipping address is **stored encrypted**: the recipient’s name, address lines, city, state, postal code and country. It is not part of your list’s page, its search results or the previews shown when your link is shared. Kindlist’s admins are not shown your address in the app.

## Who can see it

On Kindlist, only two kinds of people:

- **You**, in your list’s editor.
- **A donor with an active gift on your list**, meaning an item they have reserved, or bought and not yet had confirmed as received.

Even that donor does not see your address automatically. They must be signed in, with a confirmed email address, and press a button to show it, usually right when they are ready to order at the store. Someone who is only browsing your list cannot see it.

The window is short. A reservation lasts ${RESERVATION_HOURS} hours. Once a reservation is cancelled or runs out, or once you confirm that a gift arrived, that donor can no longer ask for your address.

## Every view is recorded, and you can see them

Each time a donor is shown your address, Kindlist records it. On your list, under **“Who saw your address”**, you see who looked and when: their name as they chose to show it, or “An anonymous donor” if they gave anonymously.

That gives you a simple way to check. Each name there should belong to someone who reserved or bought something for you. If a name worries you, [contact us](/contact-us) and tell us what you saw.

## If your address is missing or incomplete

If you start filling in your address, you need to finish it (recipient name, first address line, city, postal code and country) or clear it before you can publish.

If you publish without an address, nobody is shown anything. When a donor is ready to send a gift and asks for your address, you get a notice asking you to add it, once for each gift. The donor is told you have not finished it yet and can check back.

## Choices that help

You stay in control of your address and your list:

- **Use an address you are comfortable sharing.** If you are in a hotel, a shelter or moving around, a trusted relative’s or friend’s address may be safer and more reliable.
- **Keep it current.** Change the address in your list’s editor whenever you move.
- **Choose who can see your list.** An unlisted list can be opened only by people you send the link to. Making a list private hides it from everyone but you and ends any open reservations.
- **Archive a list when you are done.** It takes no more gifts, and any open reservations end. Gifts already bought can still arrive.
- **Delete your account** in [Settings](/settings) whenever you want. You can download a copy of your data there first.

## If you are a donor

Ask for the address when you are ready to order, ship your gift to it exactly as shown, and use it for nothing else. If someone contacts you outside Kindlist asking you to send a gift somewhere different, be careful, and tell us.

## The short version

- Your list shows your city and state, nothing more.
- Your address is stored encrypted and never appears on your list.
- Only a donor with an active gift can see it, by asking on purpose.
- Every time they do, you can see it.

The [privacy policy](/privacy-policy) describes everything Kindlist keeps and who sees it, in plain words.
`;

export const protectYourAddressPost: TBlogSeedPost = {
  slug: 'how-we-protect-your-address',
  title: 'How we protect your address',
  excerpt:
    'Your shipping address is the most private part of your list. Here is exactly who can see it, when, and how you can check.',
  coverAlt: 'A white envelope closed with a large yellow padlock on a dark teal background.',
  coverSvg: COVER,
  bodyMarkdown: BODY,
  publishedDaysAgo: 34,
  translationKey: 'how-we-protect-your-address',
};

const BODY_ES = `Para enviarle un regalo, un donante necesita su dirección de envío. También es lo más privado de su lista. Aquí le explicamos exactamente quién puede verla, cuándo y cómo puede comprobarlo.

## Lo que todos ven en su lista

Cualquiera que pueda abrir su lista ve **su ciudad y su estado**, nunca su calle y nunca su código postal.

Si indica un código postal, solo lo usamos para que los donantes que buscan cerca de un lugar puedan encontrar su lista. Para esa búsqueda, su lista se ubica en el centro de su ciudad o, si no conocemos la ciudad, en el centro de la zona más amplia que corresponde a los tres primeros dígitos de su código postal. El código en sí no se le muestra a nadie más.

Las fotos también se tratan con cuidado. Nuestro servidor abre cada foto que usted sube y guarda una copia nueva, sin los **datos de ubicación ocultos** que los teléfonos guardan dentro de las imágenes. Lo que muestra la foto sigue dependiendo de usted, así que evite números de casa, letreros de calles y cualquier otra cosa que indique dónde vive.

## Dónde se guarda su dirección

Su dirección de envío se **guarda cifrada**: el nombre de quien recibe, las líneas de la dirección, la ciudad, el estado, el código postal y el país. No forma parte de la página de su lista, ni de los resultados de búsqueda, ni de las vistas previas que aparecen cuando se comparte su enlace. La aplicación no les muestra su dirección a los administradores de Kindlist.

## Quién puede verla

En Kindlist, solo dos tipos de personas:

- **Usted**, en el editor de su lista.
- **Un donante con un regalo activo en su lista**, es decir, un artículo que reservó, o que compró y que usted todavía no ha confirmado como recibido.

Ni siquiera ese donante ve su dirección automáticamente. Tiene que haber iniciado sesión, con un correo electrónico confirmado, y presionar un botón para mostrarla, normalmente justo cuando va a hacer el pedido en la tienda. Alguien que solo está mirando su lista no puede verla.

El plazo es corto. Una reserva dura ${RESERVATION_HOURS} horas. Cuando una reserva se cancela o vence, o cuando usted confirma que un regalo llegó, ese donante ya no puede pedir su dirección.

## Cada vista queda registrada, y usted puede verlas

Cada vez que a un donante se le muestra su dirección, Kindlist lo registra. En su lista, en **“Quién vio su dirección”**, usted ve quién la miró y cuándo: su nombre tal como eligió mostrarlo, o “Un donante anónimo” si dio de forma anónima.

Eso le da una forma sencilla de comprobarlo. Cada nombre que aparece ahí debería ser de alguien que reservó o compró algo para usted. Si un nombre le preocupa, [comuníquese con nosotros](/contact-us) y cuéntenos lo que vio.

## Si su dirección falta o está incompleta

Si empieza a llenar su dirección, tiene que completarla (nombre de quien recibe, primera línea de la dirección, ciudad, código postal y país) o borrarla antes de poder publicar.

Si publica sin dirección, no se le muestra nada a nadie. Cuando un donante está listo para enviar un regalo y pide su dirección, usted recibe un aviso para que la agregue, una vez por cada regalo. Al donante se le dice que usted todavía no la ha completado, y puede volver a revisar más tarde.

## Decisiones que ayudan

Usted sigue teniendo el control de su dirección y de su lista:

- **Use una dirección que le resulte cómodo compartir.** Si está en un hotel, en un albergue o cambiando de lugar, la dirección de un familiar o de una amistad de confianza puede ser más segura y confiable.
- **Manténgala al día.** Cambie la dirección en el editor de su lista cada vez que se mude.
- **Elija quién puede ver su lista.** Una lista solo con el enlace solo la pueden abrir las personas a quienes usted les envía el enlace. Hacer privada una lista la oculta para todos menos para usted y termina las reservas abiertas.
- **Archive una lista cuando ya no la necesite.** Ya no recibe más regalos y las reservas abiertas terminan. Los regalos que ya se compraron pueden seguir llegando.
- **Elimine su cuenta** en [Configuración](/settings) cuando quiera. Antes, puede descargar allí una copia de sus datos.

## Si usted es donante

Pida la dirección cuando vaya a hacer el pedido, envíe su regalo exactamente a la dirección que se muestra y no la use para nada más. Si alguien se comunica con usted fuera de Kindlist para pedirle que envíe un regalo a otro lugar, tenga cuidado y avísenos.

## En pocas palabras

- Su lista muestra su ciudad y su estado, nada más.
- Su dirección se guarda cifrada y nunca aparece en su lista.
- Solo un donante con un regalo activo puede verla, y solo si la pide a propósito.
- Cada vez que lo hace, usted puede verlo.

La [política de privacidad](/privacy-policy) describe con palabras sencillas todo lo que Kindlist guarda y quién lo ve.
`;

/** The Spanish version of the post above. */
export const protectYourAddressPostEs: TBlogSeedPost = {
  slug: 'como-protegemos-su-direccion',
  title: 'Cómo protegemos su dirección',
  excerpt:
    'Su dirección de envío es la parte más privada de su lista. Aquí le explicamos exactamente quién puede verla, cuándo y cómo puede comprobarlo.',
  coverAlt: 'Un sobre blanco cerrado con un gran candado amarillo, sobre un fondo verde azulado oscuro.',
  coverSvg: COVER,
  bodyMarkdown: BODY_ES,
  publishedDaysAgo: 34,
  translationKey: protectYourAddressPost.translationKey,
};
