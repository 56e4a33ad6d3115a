-- Events written before 009 hold their personal fields in the clear. This migration's work is
-- done in Node, in this transaction, by its step (api/eventStore/sealOldLog.ts): PostgreSQL has
-- no AES-GCM of its own. A log that holds nothing in the clear (any log written since) is left
-- as it is. The statement below only gives the migration a body.
SELECT 1;
