import {
  ACTIVE_RESERVATIONS_MAX,
  RESERVATION_HOURS,
  RESERVATION_REMINDER_HOURS,
} from '#shared/pledge-limits';
import type { TBlogSeedPost } from '../blog-seed-posts';

const COVER = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 1200 630" width="1200" height="630">
<rect width="1200" height="630" fill="#f8fafc"/>
<rect y="500" width="1200" height="130" fill="#ccfbf1"/>
<path d="M300 250l210-80 210 80-210 80z" fill="#fde68a"/>
<path d="M300 250v230l210 80V330z" fill="#fcd34d"/>
<path d="M720 250v230l-210 80V330z" fill="#fcd34d"/>
<path d="M720 250v230l-210 80V330z" fill="#334155" opacity=".15"/>
<path d="M400 212l210 80v70l-40-15v-55L360 227z" fill="#fff" opacity=".85"/>
<circle cx="860" cy="220" r="130" fill="#0f766e"/>
<circle cx="860" cy="220" r="100" fill="#ccfbf1"/>
<path d="M860 150v70l50 35" fill="none" stroke="#134e4a" stroke-width="16" stroke-linecap="round" stroke-linejoin="round"/>
<circle cx="960" cy="440" r="58" fill="#115e59"/>
<path d="M932 440l20 21 36-40" fill="none" stroke="#fff" stroke-width="14" stroke-linecap="round" stroke-linejoin="round"/>
<circle cx="170" cy="130" r="40" fill="#cbd5e1"/>
</svg>`;

const BODY = `You found a family’s list and pressed **Reserve**. Thank you. Here is what happens next, step by step, from the store to the family’s thank-you.

## Why reserving comes first

A reservation tells everyone else that this item is taken care of. Without it, two kind people could buy the same stroller, and the family would still be missing the sheets. Kindlist never lets more of an item be reserved than the family asked for, even when several donors press Reserve at the same moment.

To reserve, you need to be signed in with a confirmed email address. You choose how many to reserve, so you can take part of a larger quantity and leave the rest for someone else. The family is told that the item is reserved.

You can hold up to ${ACTIVE_RESERVATIONS_MAX} reservations at once, across all lists, so no one can block a family’s list by reserving everything.

## The ${RESERVATION_HOURS}-hour hold

Your reservation **holds the item for ${RESERVATION_HOURS} hours**. During that time, nobody else can reserve what you took.

- You will find it, with the time it ends, under **My gifts**.
- We remind you ${RESERVATION_REMINDER_HOURS} hours before it ends.
- If you have not reported buying it by then, the reservation ends by itself, you are told, and the item is open to other donors again.

Only reserve what you can buy within the ${RESERVATION_HOURS} hours. If plans change, cancel: it frees the item straight away instead of making the family wait.

## Step 1: buy it at a store you choose

Kindlist never takes your money. You pay the store directly.

- Check the **size and quantity** on the item before you buy.
- If the family added a link to a product page, you can use it. Kindlist also shows searches for the item at a few large online stores. We add no affiliate or tracking codes to the searches we build.
- You can buy the same item anywhere you like, online or in person, as long as it can be sent to the family.

## Step 2: have it sent to the family

On your reservation, press **Show the shipping address**. It is shown only while your gift is active, and each time you look, the family can see that you did. Copy it into the store’s checkout exactly as it appears.

If the family has not finished their address yet, you will not see one. They are asked to add it, and you can check back later. If the store offers it, marking your order as a gift keeps prices off the packing slip.

## Step 3: tell the family with “I bought this”

Once you have ordered, press **I bought this**. You will be asked:

- **which store** you used;
- **how many** you bought, if it was fewer than you reserved (the rest opens up for other donors);
- an **order number** and a **message** for the family, both optional;
- whether to **stay anonymous**. The family and everyone else then see “An anonymous donor” instead of your name.

This step is **self-reported**: Kindlist does not see your order, and the family relies on your word. Please mark an item as bought only once you have actually ordered it.

The family is told right away that a gift is on its way. Once you have reported buying it, the reservation can no longer be cancelled, so if something goes wrong with the order afterwards, [write to us](/contact-us).

If your reservation ran out before you reported buying it, you can still report it from the list, as long as the item is still needed.

## When it arrives

When the package reaches the family, they press **Confirm received**, and you are told that your gift arrived. If it has not come, they can press **Not received yet**; you are told, so you can check the order’s tracking with the store.

When everything on a list has arrived, the list is marked fulfilled, and everyone who gave to it hears the news.

## Thank-you notes

A family can send you a thank-you note for each gift you bought. It comes **through Kindlist**: you read it in your notifications and under My gifts. Neither of you sees the other’s email address, and if you gave anonymously, the family can thank you without ever learning your name.

## Changing your mind

That is fine. You can cancel a reservation at any time before you report buying it, and the item is open to other donors at once.

Sometimes a reservation ends for another reason: the family archives the list, makes it private, or our moderators take it down. Then open reservations end and you are told. Gifts you already bought stay recorded, because they may still arrive.

Looking for another family to help? [Browse the lists](/browse). Still have a question? Read [our FAQ](/faq).
`;

export const afterYouReservePost: TBlogSeedPost = {
  slug: 'what-happens-after-you-reserve-an-item',
  title: 'What happens after you reserve an item',
  excerpt: `A reservation holds an item for you for ${RESERVATION_HOURS} hours so nobody else buys it. Here is what comes next, from the store to the family’s thank-you.`,
  coverAlt: 'A yellow parcel next to a teal clock and a round check mark.',
  coverSvg: COVER,
  bodyMarkdown: BODY,
  publishedDaysAgo: 52,
  translationKey: 'what-happens-after-you-reserve-an-item',
};

const BODY_ES = `Encontró la lista de una familia y presionó **Reservar**. Gracias. Esto es lo que pasa a continuación, paso a paso, desde la tienda hasta el agradecimiento de la familia.

## Por qué primero se reserva

Una reserva les indica a todos los demás que ese artículo ya está cubierto. Sin ella, dos personas generosas podrían comprar la misma carriola, y a la familia le seguirían faltando las sábanas. Kindlist nunca permite que se reserve más cantidad de un artículo de la que pidió la familia, aunque varios donantes presionen Reservar al mismo tiempo.

Para reservar, debe haber iniciado sesión con un correo electrónico confirmado. Usted elige cuántos reservar, así que puede tomar una parte de una cantidad mayor y dejar el resto para otra persona. A la familia se le avisa que el artículo está reservado.

Puede tener hasta ${ACTIVE_RESERVATIONS_MAX} reservas a la vez, entre todas las listas, para que nadie pueda bloquear la lista de una familia reservándolo todo.

## La reserva de ${RESERVATION_HOURS} horas

Su reserva **le guarda el artículo durante ${RESERVATION_HOURS} horas**. Durante ese tiempo, nadie más puede reservar lo que usted tomó.

- La encontrará, con la hora en que vence, en **Mis regalos**.
- Se lo recordamos ${RESERVATION_REMINDER_HOURS} horas antes de que venza.
- Si para entonces no ha avisado que lo compró, la reserva termina sola, se le avisa, y el artículo vuelve a estar disponible para otros donantes.

Reserve solo lo que pueda comprar dentro de esas ${RESERVATION_HOURS} horas. Si sus planes cambian, cancele: así el artículo queda libre de inmediato en lugar de hacer esperar a la familia.

## Paso 1: cómprelo en la tienda que elija

Kindlist nunca recibe su dinero. Usted le paga directamente a la tienda.

- Revise la **talla y la cantidad** del artículo antes de comprar.
- Si la familia agregó un enlace a la página de un producto, puede usarlo. Kindlist también muestra búsquedas del artículo en algunas grandes tiendas en línea. No agregamos códigos de afiliado ni de seguimiento a las búsquedas que creamos.
- Puede comprar el mismo artículo donde quiera, en línea o en persona, siempre que se lo puedan enviar a la familia.

## Paso 2: haga que se lo envíen a la familia

En su reserva, presione **Mostrar la dirección de envío**. Solo se muestra mientras su regalo está activo, y cada vez que la mira, la familia puede ver que lo hizo. Cópiela en el pago de la tienda exactamente como aparece.

Si la familia todavía no ha completado su dirección, no verá ninguna. Se le pide a la familia que la agregue, y usted puede volver a revisar más tarde. Si la tienda lo ofrece, marcar su pedido como regalo evita que los precios aparezcan en la nota del paquete.

## Paso 3: avise a la familia con “Ya lo compré”

Cuando haya hecho el pedido, presione **Ya lo compré**. Se le preguntará:

- **en qué tienda** lo compró;
- **cuántos** compró, si fueron menos de los que reservó (el resto queda disponible para otros donantes);
- un **número de pedido** y un **mensaje** para la familia, los dos opcionales;
- si quiere **dar de forma anónima**. Entonces la familia y todos los demás verán “Un donante anónimo” en lugar de su nombre.

Este paso se basa en **lo que usted nos dice**: Kindlist no ve su pedido, y la familia confía en su palabra. Por favor, marque un artículo como comprado solo cuando de verdad haya hecho el pedido.

A la familia se le avisa enseguida que hay un regalo en camino. Una vez que usted avisa que lo compró, la reserva ya no se puede cancelar, así que si después algo sale mal con el pedido, [escríbanos](/contact-us).

Si su reserva venció antes de que avisara que lo compró, todavía puede avisarlo desde la lista, siempre que el artículo se siga necesitando.

## Cuando llega

Cuando el paquete llega a la familia, ella presiona **Confirmar que llegó**, y a usted se le avisa que su regalo llegó. Si no ha llegado, puede presionar **Todavía no ha llegado**; se le avisa a usted, para que revise con la tienda el seguimiento del pedido.

Cuando todo lo de una lista ha llegado, la lista se marca como completada, y todas las personas que ayudaron reciben la noticia.

## Notas de agradecimiento

Una familia puede enviarle una nota de agradecimiento por cada regalo que usted compró. Le llega **a través de Kindlist**: la lee en sus notificaciones y en Mis regalos. Ni usted ni la familia ven el correo electrónico del otro, y si usted dio de forma anónima, la familia puede agradecerle sin llegar a saber su nombre.

## Si cambia de opinión

No pasa nada. Puede cancelar una reserva en cualquier momento antes de avisar que compró el artículo, y este queda disponible de inmediato para otros donantes.

A veces una reserva termina por otro motivo: la familia archiva la lista, la hace privada o nuestros moderadores la retiran. Entonces las reservas abiertas terminan y se le avisa. Los regalos que ya compró siguen registrados, porque todavía pueden llegar.

¿Busca otra familia a la que ayudar? [Explore las listas](/browse). ¿Todavía tiene alguna pregunta? Lea [nuestras preguntas frecuentes](/faq).
`;

/** The Spanish version of the post above. */
export const afterYouReservePostEs: TBlogSeedPost = {
  slug: 'que-pasa-despues-de-reservar-un-articulo',
  title: 'Qué pasa después de reservar un artículo',
  excerpt: `Una reserva le guarda un artículo durante ${RESERVATION_HOURS} horas para que nadie más lo compre. Esto es lo que sigue, desde la tienda hasta el agradecimiento de la familia.`,
  coverAlt: 'Un paquete amarillo junto a un reloj verde azulado y una marca de verificación redonda.',
  coverSvg: COVER,
  bodyMarkdown: BODY_ES,
  publishedDaysAgo: 52,
  translationKey: afterYouReservePost.translationKey,
};
