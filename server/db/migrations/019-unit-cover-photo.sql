-- The units' feed documents now carry the cover photo's address (`thumbnail`), so every unit with a
-- photo is sent again: each such host takes one new change number, and those units take it.
with bumped as (
  update hosts h set change_seq = change_seq + 1
  where exists (select 1 from uploads f where f.host_id = h.id and f.kind = 'unit_photo')
  returning h.id, h.change_seq
)
update units u set seq = b.change_seq from bumped b
where u.host_id = b.id and exists (select 1 from uploads f where f.unit_id = u.id and f.kind = 'unit_photo');
