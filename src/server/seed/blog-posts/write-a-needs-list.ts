import { LIST_PHOTOS_MAX, LIST_STORY_MIN } from '#shared/needs-list-limits';
import type { TBlogSeedPost } from '../blog-seed-posts';

const COVER = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 1200 630" width="1200" height="630">
<rect width="1200" height="630" fill="#ccfbf1"/>
<circle cx="1050" cy="100" r="180" fill="#fde68a"/>
<circle cx="120" cy="560" r="140" fill="#0f766e" opacity=".15"/>
<rect x="400" y="70" width="400" height="510" rx="28" fill="#fff" stroke="#134e4a" stroke-width="6"/>
<rect x="520" y="46" width="160" height="56" rx="16" fill="#115e59"/>
<g fill="#0f766e"><circle cx="480" cy="180" r="28"/><circle cx="480" cy="280" r="28"/><circle cx="480" cy="380" r="28"/></g>
<g fill="none" stroke="#fff" stroke-width="8" stroke-linecap="round" stroke-linejoin="round">
<path d="M466 180l10 11 18-21"/><path d="M466 280l10 11 18-21"/><path d="M466 380l10 11 18-21"/></g>
<circle cx="480" cy="480" r="26" fill="#fff" stroke="#cbd5e1" stroke-width="6"/>
<g fill="#cbd5e1"><rect x="530" y="168" width="210" height="24" rx="12"/><rect x="530" y="268" width="170" height="24" rx="12"/>
<rect x="530" y="368" width="200" height="24" rx="12"/><rect x="530" y="468" width="150" height="24" rx="12"/></g>
<rect x="530" y="168" width="90" height="24" rx="12" fill="#fcd34d"/>
</svg>`;

const BODY = `When people want to help, the hardest part is often knowing what to send. A good needs list answers that question before anyone has to ask. This guide walks through each part of a Kindlist list and what makes it easy for a donor to say yes.

You do not have to get it right in one sitting. Your list **saves as you type**, so you can start on a phone, stop when you are tired, and come back later.

## Start with the items

Begin with what your family needs most this week, then add the rest. The items are what donors act on, so they deserve most of your attention.

### Be exact

A donor standing in a store, or looking at a product page, needs to know exactly what to pick. Write items the way you would for a friend doing your shopping:

- **Sizes and ages:** “Diapers, size 4”, “Boy’s winter coat, size 8”, “Women’s sneakers, size 7 wide”.
- **How many:** set the quantity instead of repeating the item. A donor can reserve part of a quantity, so “Bath towels, 4” can be covered by two different people.
- **What matters to you:** “twin sheets” and “full sheets” are different purchases. If your baby needs a particular formula, write its exact name and can size in the item’s details.

### Put the most needed first

Every item has a priority, from **Needed most** to **Nice to have**. Donors see the most needed items first, and you can use the arrows to change the order of items with the same priority. Be honest with yourself here: if everything is marked “needed most”, nothing stands out.

### Make each item easy to buy

- Pick items from the [product catalog](/products): diapers by size, school supplies, clothes and more, with typical prices.
- Or paste a link to a product page from any store. Kindlist reads its name and price for you to check before you add it.
- Add a price when you know it. Everyday things at a fair price are the easiest for a donor to say yes to.

If you leave out a link, donors still get simple searches at large online stores for the item’s name.

## Then tell your story, briefly

Your story needs at least ${LIST_STORY_MIN} characters, and a few honest sentences are enough. Say what happened, who the things are for and how you are managing now. Donors give to people, and a clear, plain story helps them understand why each item is on the list.

A few things to leave out:

- your street address, phone number or email;
- your children’s full names, schools or exact ages tied to their names;
- anything you would not want a stranger to know.

If the list is for someone else, say so: Kindlist asks for that person’s name and how you know them, and the list shows who it is for.

## Title, place, photos and timing

- **Title:** plain beats clever. “Family of four starting over after an apartment fire” tells a donor more than “Please help us”.
- **Place:** your city and state are required and shown on the list. Your ZIP code is optional and never shown; it only helps donors searching near a place find you.
- **Category:** choose the closest one, so your list appears on the right topic page.
- **Urgency and needed-by date:** both are optional, and both help donors decide what to do first. A needed-by date is useful when something has a real deadline, like the first day of school.
- **Photos:** you can add up to ${LIST_PHOTOS_MAX}. The first is the cover shown in search and when your link is shared. A photo of the damage or an empty room works well. Avoid your house number and children’s faces. Kindlist removes the hidden location data that phones store in photos.

Use your own photos and your own words. When a new list’s story or photos closely match another family’s list, it is held out of search until our moderators have looked at it, because copying real families’ lists is a common scam.

## Add your shipping address

Donors cannot send anything without it. Your address is **stored encrypted and never shown on the list**. Only a donor who has reserved or bought one of your items can see it, by asking for it on purpose, and you see who did and when.

If you start the address, fill in all of it (recipient name, first address line, city, postal code and country) or clear it before you publish. If you leave it empty, you will be asked to add it as soon as a donor is ready to send something, but adding it now saves that donor a wait.

## Publish and share

Publishing asks you to confirm your email address first, so donors know a real person is behind the list. Then choose who can see it:

- **Public:** anyone can find it in search and on the topic pages.
- **Unlisted:** only people with the link can open it.
- **Private:** only you.

Share the link with the people around you: family, friends, neighbors, your workplace, your children’s school or your faith community. The people who know you are a good place to start, and they can pass the link on.

## Keep it current

Looking after your list helps donors trust it. When a donor reserves or buys something, you are told. When a gift arrives, press **Confirm received**; if it has not come, press **Not received yet** and the donor is asked to check the order. Then send a thank-you note through Kindlist.

If your needs change, edit the list. Items that donors have already reserved or bought stay on it, but you can remove the rest or lower a quantity to what was already given. When everything has arrived, your list is marked fulfilled and everyone who gave hears the good news.

Ready? [Create your list](/create). You can stop at any point and pick up where you left off. More questions are answered in [our FAQ](/faq).
`;

export const writeANeedsListPost: TBlogSeedPost = {
  slug: 'how-to-write-a-needs-list-that-gets-fulfilled',
  title: 'How to write a needs list that gets fulfilled',
  excerpt:
    'Exact sizes, a clear order of what matters most and a few honest sentences: small choices that make it easy for a donor to say yes.',
  coverAlt: 'A clipboard with a list of items, three of them ticked off with teal check marks.',
  coverSvg: COVER,
  bodyMarkdown: BODY,
  publishedDaysAgo: 3,
  translationKey: 'how-to-write-a-needs-list-that-gets-fulfilled',
};

const BODY_ES = `Cuando la gente quiere ayudar, lo más difícil suele ser saber qué enviar. Una buena lista de necesidades responde esa pregunta antes de que alguien tenga que hacerla. Esta guía recorre cada parte de una lista de Kindlist y explica qué hace que a un donante le resulte fácil decir que sí.

No tiene que hacerlo perfecto de una sola vez. Su lista **se guarda mientras escribe**, así que puede empezar en un teléfono, detenerse cuando lo necesite y volver más tarde.

## Empiece por los artículos

Comience por lo que su familia más necesita esta semana y luego agregue lo demás. Los artículos son lo que los donantes compran, así que merecen la mayor parte de su atención.

### Dé los detalles exactos

Un donante que está en una tienda, o mirando la página de un producto, necesita saber exactamente qué elegir. Escriba los artículos como lo haría para alguien que le hiciera las compras:

- **Tallas y edades:** “Pañales, talla 4”, “Abrigo de invierno para niño, talla 8”, “Tenis de mujer, talla 7, ancho”.
- **Cuántos:** indique la cantidad en lugar de repetir el artículo. Un donante puede reservar una parte de la cantidad, así que “Toallas de baño, 4” pueden cubrirlas dos personas distintas.
- **Lo que a usted le importa:** “sábanas individuales” y “sábanas matrimoniales” son compras distintas. Si su bebé necesita una fórmula en particular, escriba el nombre exacto y el tamaño de la lata en los detalles del artículo.

### Ponga primero lo más necesario

Cada artículo tiene una prioridad, desde **Lo que más se necesita** hasta **Sería bueno tenerlo**. Los donantes ven primero los artículos más necesarios, y usted puede usar las flechas para cambiar el orden de los artículos que tienen la misma prioridad. Aquí conviene ser honesto: si todo está marcado como “lo que más se necesita”, nada destaca.

### Haga que cada artículo sea fácil de comprar

- Elija artículos del [catálogo de productos](/products): pañales por talla, útiles escolares, ropa y más, con precios habituales.
- O pegue el enlace a la página de un producto de cualquier tienda. Kindlist lee el nombre y el precio para que usted los revise antes de agregarlo.
- Agregue un precio cuando lo sepa. Las cosas de uso diario a un precio justo son las que un donante regala con más facilidad.

Si no agrega un enlace, los donantes igual verán búsquedas sencillas del nombre del artículo en grandes tiendas en línea.

## Después, cuente su historia en pocas palabras

Su historia necesita al menos ${LIST_STORY_MIN} caracteres, y bastan unas pocas frases sinceras. Cuente qué pasó, para quién son las cosas y cómo se están arreglando ahora. Los donantes ayudan a personas, y una historia clara y sencilla les ayuda a entender por qué cada artículo está en la lista.

Algunas cosas que es mejor no incluir:

- su dirección, su número de teléfono o su correo electrónico;
- los nombres completos de sus hijos, sus escuelas o sus edades exactas junto a sus nombres;
- cualquier cosa que no quisiera que supiera un desconocido.

Si la lista es para otra persona, dígalo: Kindlist le pide el nombre de esa persona y de qué la conoce, y la lista muestra para quién es.

## Título, lugar, fotos y fechas

- **Título:** lo sencillo funciona mejor que lo ingenioso. “Familia de cuatro empieza de nuevo tras el incendio de su apartamento” le dice más a un donante que “Por favor, ayúdennos”.
- **Lugar:** la ciudad y el estado son obligatorios y se muestran en la lista. El código postal es opcional y nunca se muestra; solo sirve para que los donantes que buscan cerca de un lugar encuentren su lista.
- **Categoría:** elija la más parecida, para que su lista aparezca en la página del tema correcto.
- **Urgencia y fecha en que lo necesita:** las dos son opcionales, y las dos ayudan a los donantes a decidir qué hacer primero. Una fecha es útil cuando algo tiene un plazo real, como el primer día de clases.
- **Fotos:** puede agregar hasta ${LIST_PHOTOS_MAX}. La primera es la portada que se ve en las búsquedas y cuando se comparte su enlace. Una foto de los daños o de un cuarto vacío funciona bien. Evite que se vea el número de su casa o la cara de sus hijos. Kindlist elimina los datos de ubicación ocultos que los teléfonos guardan en las fotos.

Use sus propias fotos y sus propias palabras. Cuando la historia o las fotos de una lista nueva se parecen mucho a las de la lista de otra familia, la lista queda fuera de las búsquedas hasta que nuestros moderadores la revisen, porque copiar las listas de familias reales es una estafa común.

## Agregue su dirección de envío

Sin ella, los donantes no pueden enviar nada. Su dirección se **guarda cifrada y nunca se muestra en la lista**. Solo un donante que haya reservado o comprado uno de sus artículos puede verla, y solo si la pide a propósito; usted ve quién lo hizo y cuándo.

Si empieza a escribir la dirección, complétela (nombre de quien recibe, primera línea de la dirección, ciudad, código postal y país) o bórrela antes de publicar. Si la deja vacía, se le pedirá que la agregue en cuanto un donante esté listo para enviar algo, pero si la agrega ahora, ese donante no tendrá que esperar.

## Publique y comparta

Para publicar, primero debe confirmar su correo electrónico: así los donantes saben que detrás de la lista hay una persona real. Luego elija quién puede verla:

- **Pública:** cualquiera puede encontrarla en las búsquedas y en las páginas de temas.
- **Solo con el enlace:** solo pueden abrirla las personas que tengan el enlace.
- **Privada:** solo usted.

Comparta el enlace con la gente de su entorno: familia, amistades, vecinos, su trabajo, la escuela de sus hijos o su comunidad de fe. Las personas que le conocen son un buen punto de partida, y pueden pasar el enlace a otras.

## Manténgala al día

Cuidar su lista ayuda a que los donantes confíen en ella. Cuando un donante reserva o compra algo, se le avisa. Cuando llega un regalo, presione **Confirmar que llegó**; si no ha llegado, presione **Todavía no ha llegado** y se le pedirá al donante que revise su pedido. Después, envíe una nota de agradecimiento a través de Kindlist.

Si sus necesidades cambian, edite la lista. Los artículos que los donantes ya reservaron o compraron se quedan en ella, pero puede quitar los demás o bajar una cantidad hasta lo que ya le regalaron. Cuando todo haya llegado, su lista se marca como completada y todas las personas que ayudaron reciben la buena noticia.

¿Quiere empezar? [Cree su lista](/create). Puede detenerse en cualquier momento y seguir donde lo dejó. Encontrará respuesta a más preguntas en [nuestras preguntas frecuentes](/faq).
`;

/** The Spanish version of the post above. */
export const writeANeedsListPostEs: TBlogSeedPost = {
  slug: 'como-escribir-una-lista-de-necesidades-que-se-complete',
  title: 'Cómo escribir una lista de necesidades que se complete',
  excerpt:
    'Tallas exactas, un orden claro de lo que más importa y unas pocas frases sinceras: pequeñas decisiones que le facilitan a un donante decir que sí.',
  coverAlt:
    'Una tablilla con una lista de artículos, tres de ellos con una marca de verificación verde azulado.',
  coverSvg: COVER,
  bodyMarkdown: BODY_ES,
  publishedDaysAgo: 3,
  translationKey: writeANeedsListPost.translationKey,
};
