import type { CategoryGroup } from '#app/lib/category-groups.server';

/** Every category as an option, grouped under its service (the shop's filter, the admin's product forms). */
export function CategoryOptions({ groups }: { groups: readonly CategoryGroup[] }) {
  return groups.map((group) => (
    <optgroup key={group.service} label={group.service}>
      {group.categories.map((category) => (
        <option key={category._id} value={category._id}>
          {category.name}
        </option>
      ))}
    </optgroup>
  ));
}
