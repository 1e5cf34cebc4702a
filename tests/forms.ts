/*
 * Form bodies the tests post to the pages, as a browser sends them (FormData).
 */

/** The community profile form, filled in (a coffee community in Bandung) under `name`. */
export function profileFormData(name: string): FormData {
  const form = new FormData();
  form.append("name", name);
  form.append("description", "Komunitas pecinta kopi yang bertemu setiap minggu.");
  form.append("category", "FOOD_BEVERAGE");
  form.append("location", "Bandung");
  form.append("is_online", "false");
  form.append("member_count", "350");
  form.append("platforms[0].type", "WHATSAPP");
  form.append("platforms[0].url", "https://chat.whatsapp.com/kopi");
  return form;
}
