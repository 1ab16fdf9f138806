-- The print bridge (issue 21, decision 0040): a third kind of printer, a network printer at host:port reached through
-- the restaurant's paired print bridge (raw ESC/POS over TCP); the status a bridge reports may be 'offline'; a job
-- remembers which bridge its current offer went to. No new table: printers and print_jobs keep their policies (0023).
ALTER TABLE "printers" DROP CONSTRAINT "printers_protocol_valid";--> statement-breakpoint
ALTER TABLE "printers" DROP CONSTRAINT "printers_status_valid";--> statement-breakpoint
ALTER TABLE "print_jobs" ADD COLUMN "offered_to" text;--> statement-breakpoint
ALTER TABLE "printers" ADD COLUMN "host" text;--> statement-breakpoint
ALTER TABLE "printers" ADD COLUMN "port" integer;--> statement-breakpoint
ALTER TABLE "printers" ADD CONSTRAINT "printers_bridge_address" CHECK (("printers"."protocol" = 'bridge') = ("printers"."host" is not null and "printers"."port" is not null));--> statement-breakpoint
ALTER TABLE "printers" ADD CONSTRAINT "printers_port_valid" CHECK ("printers"."port" between 1 and 65535);--> statement-breakpoint
ALTER TABLE "printers" ADD CONSTRAINT "printers_protocol_valid" CHECK ("printers"."protocol" in ('cloudprnt', 'epson_sdp', 'bridge'));--> statement-breakpoint
ALTER TABLE "printers" ADD CONSTRAINT "printers_status_valid" CHECK ("printers"."status" in ('unknown', 'online', 'offline', 'paper_out', 'cover_open', 'error'));