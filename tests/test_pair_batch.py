"""A batch's pairs carry their tokens' indices (`pair_batch`): the indices
`Engine.pairs` hands out, and those a part of the batch keeps, are its
pairs' own."""

from __future__ import annotations

from hypothesis import given, settings
from hypothesis import strategies as st

from battlemap.core.geometry.context import engine_for
from battlemap.core.geometry.pair_batch import PairBatch, pair_indices, pick
from battlemap.core.rules import get_ruleset

from strategies import battle_documents


@settings(max_examples=40, deadline=None)
@given(doc=battle_documents(max_tokens=6), data=st.data())
def test_a_batch_and_its_parts_carry_their_pairs_indices(doc, data):
    ids = list(doc.tokens)
    pairs = [(a, t) for a in ids for t in ids if a != t]
    engine = engine_for(doc)
    first = engine.pairs(pairs[: len(pairs) // 2], get_ruleset("dnd35"))  # some kept, some made next
    batch = engine.pairs(pairs, get_ruleset("dnd35"))
    assert isinstance(batch, PairBatch) and isinstance(first, PairBatch)
    own = [[p.a_index for p in batch], [p.t_index for p in batch]]
    assert [a.tolist() for a in pair_indices(batch)] == own
    part = sorted(data.draw(st.sets(st.integers(0, max(len(batch) - 1, 0)))) if batch else [])
    picked = pick(batch, part)
    assert list(picked) == [batch[i] for i in part]
    assert [a.tolist() for a in pair_indices(picked)] == [[p.a_index for p in picked], [p.t_index for p in picked]]
    plain = list(picked)  # a plain list: the indices read from its pairs
    assert [a.tolist() for a in pair_indices(plain)] == [a.tolist() for a in pair_indices(picked)]
