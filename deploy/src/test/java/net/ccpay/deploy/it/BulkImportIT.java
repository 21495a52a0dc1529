package net.ccpay.deploy.it;

import jakarta.json.JsonObject;
import net.ccpay.deploy.Platform;
import net.ccpay.deploy.it.support.Api;
import net.ccpay.deploy.it.support.Onboarding;
import net.ccpay.deploy.it.support.Payments;
import net.ccpay.deploy.it.support.PlatformHarness;
import net.ccpay.deploy.it.support.Webhooks;
import org.junit.jupiter.api.Test;

import java.nio.charset.StandardCharsets;
import java.sql.Connection;
import java.sql.DriverManager;
import java.sql.PreparedStatement;
import java.sql.ResultSet;
import java.time.Duration;
import java.util.List;
import java.util.Map;
import java.util.function.Function;
import java.util.stream.Collectors;

import static net.ccpay.deploy.it.support.Api.get;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * Bulk customer import through the gateway: a CSV accepted as a job (202), worked in the background
 * through the same rules as POST /customers (sandbox outcomes included), each failed row reported with
 * its line and error, BULK_UPLOAD.* at the end; 10,000 rows (the time is printed, not asserted); and a
 * restart of the server mid-job that creates nobody twice.
 */
class BulkImportIT {

    static final String HEADER = "umaAddress,platformCustomerId,customerType,fullName,birthDate,addressLine1,city,state,postalCode,country,"
            + "email,businessLegalName,businessTaxId";

    static Api.Reply upload(String csv) {
        return Api.multipart("POST", "/customers/bulk/csv",
                new Api.Multipart().file("file", "customers.csv", "text/csv", csv.getBytes(StandardCharsets.UTF_8)));
    }

    static String accepted(String csv) {
        Api.Reply r = upload(csv);
        assertEquals(202, r.status(), r.raw().body());
        assertTrue(List.of("PENDING", "PROCESSING").contains(r.json().getString("status")), r.raw().body());
        String jobId = r.json().getString("jobId");
        assertTrue(jobId.startsWith("Job:"), jobId);
        return jobId;
    }

    static JsonObject job(String jobId) {
        Api.Reply r = get("/customers/bulk/jobs/" + jobId);
        assertEquals(200, r.status(), r.raw().body());
        return r.json();
    }

    static JsonObject finished(String jobId, Duration timeout) {
        Payments.await(() -> List.of("COMPLETED", "FAILED").contains(job(jobId).getString("status")), timeout,
                () -> "job " + jobId + " to finish: " + job(jobId));
        return job(jobId);
    }

    static String individual(String prefix, int i, String nameSuffix) {
        return "$" + prefix + i + "@bulk.example.com," + prefix + "-" + i + ",INDIVIDUAL,Bulk Person " + nameSuffix + ",1990-01-15,"
                + i + " Main St,Austin,TX,78701,US,,,";
    }

    static Connection customerDb() throws Exception {
        Platform.Options o = PlatformHarness.platform().options();
        return DriverManager.getConnection("jdbc:mariadb://" + o.dbHost() + ":" + o.dbPort() + "/" + o.dbPrefix() + "customer",
                o.dbUser(), o.dbPassword());
    }

    static int customersWithPrefix(String prefix) throws Exception {
        try (Connection c = customerDb(); PreparedStatement ps = c.prepareStatement(
                "SELECT COUNT(*), COUNT(DISTINCT platform_customer_id) FROM customer WHERE platform_customer_id LIKE ?")) {
            ps.setString(1, prefix + "-%");
            try (ResultSet rs = ps.executeQuery()) {
                rs.next();
                assertEquals(rs.getInt(1), rs.getInt(2), "no platformCustomerId twice");
                return rs.getInt(1);
            }
        }
    }

    @Test
    void aFileOfGoodAndBadRowsCreatesTheGoodOnesAndReportsEachBadOne() throws Exception {
        String p = "bulk" + Onboarding.unique();
        String csv = HEADER + "\n"
                + individual(p, 1, "Approved") + "\n"
                + individual(p, 2, "Pending 001") + "\n"                       // KYC PENDING by the sandbox's name suffix
                + "$" + p + "3@bulk.example.com," + p + "-3,INDIVIDUAL,Bad Date,15/01/1990,1 Main St,Austin,TX,78701,US,,,\n"
                + individual(p, 1, "Again").replace(p + "1@", p + "1b@") + "\n"   // the platformCustomerId of line 2 again
                + p + "5@bulk.example.com," + p + "-5,BUSINESS,,,400 Commerce Way,Austin,TX,78701,US,,Acme " + p + ",12-3456789\n"
                + "\"$" + p + "6@bulk.example.com\"," + p + "-6,ROBOT,,,,,,,,,,\n";
        String jobId = accepted(csv);
        JsonObject done = finished(jobId, Payments.DEADLINE);
        assertEquals("COMPLETED", done.getString("status"), done.toString());
        JsonObject progress = done.getJsonObject("progress");
        assertEquals(6, progress.getInt("total"));
        assertEquals(6, progress.getInt("processed"));
        assertEquals(3, progress.getInt("successful"));
        assertEquals(3, progress.getInt("failed"));
        assertTrue(done.containsKey("completedAt"));
        Map<String, JsonObject> errors = done.getJsonArray("errors").getValuesAs(JsonObject.class).stream()
                .collect(Collectors.toMap(e -> e.getJsonObject("details").getJsonNumber("line").toString(), Function.identity(), (a, b) -> a));
        assertEquals(List.of("4", "5", "7"), errors.keySet().stream().sorted().toList());
        assertEquals(p + "-3", errors.get("4").getString("correlationId"));
        assertEquals("INVALID_INPUT", errors.get("4").getString("code"));
        assertTrue(errors.get("4").toString().contains("birthDate"), errors.get("4").toString());
        assertEquals(p + "-1", errors.get("5").getString("correlationId"));
        assertTrue(errors.get("7").toString().contains("customerType"), errors.get("7").toString());

        JsonObject one = get("/customers?platformCustomerId=" + p + "-1").json().getJsonArray("data").getJsonObject(0);
        assertEquals("APPROVED", one.getString("kycStatus"));
        assertEquals("$" + p + "1@bulk.example.com", one.getString("umaAddress"));
        assertEquals("PENDING", get("/customers?platformCustomerId=" + p + "-2").json().getJsonArray("data").getJsonObject(0).getString("kycStatus"));
        JsonObject acme = get("/customers?platformCustomerId=" + p + "-5").json().getJsonArray("data").getJsonObject(0);
        assertEquals("BUSINESS", acme.getString("customerType"));
        assertEquals(3, customersWithPrefix(p));
        Payments.await(() -> Webhooks.ofType("BULK_UPLOAD.COMPLETED").stream().anyMatch(w -> jobId.equals(w.getJsonObject("body").getJsonObject("data").getString("id"))),
                Payments.DEADLINE, () -> "BULK_UPLOAD.COMPLETED for " + jobId);
    }

    /**
     * The contract's CSV columns and its required ones per customer type: an individual needs a name, a
     * birth date and an address; a business its legal name and address, and no tax id or incorporation
     * date (the file has no column for the latter). A row's errors name its columns, every one at once.
     */
    @Test
    void rowsAreCheckedAgainstTheContractsColumns() throws Exception {
        String p = "bulkcols" + Onboarding.unique();
        String header = "umaAddress,platformCustomerId,customerType,fullName,birthDate,addressLine1,addressLine2,city,state,postalCode,country,"
                + "platformAccountId,description,email,businessLegalName,businessRegistrationNumber,businessTaxId";
        String csv = header + "\n"
                + p + "1@bulk.example.com," + p + "-1,INDIVIDUAL,,1990-01-15,1 Main St,,Austin,TX,78701,US,acct-1,no name,,,,\n"
                + p + "2@bulk.example.com," + p + "-2,INDIVIDUAL,Ann Lee,1990-01-15,1 Main St,,,,78701,US,,,,,,\n"
                + p + "3@bulk.example.com," + p + "-3,BUSINESS,,,400 Commerce Way,Suite 5,Austin,TX,78701,US,acct-3,,,Acme " + p + ",,\n"
                + p + "4@bulk.example.com," + p + "-4,BUSINESS,,,400 Commerce Way,,Austin,TX,78701,US,,,,,,\n"
                + p + "5@bulk.example.com," + p + "-5,INDIVIDUAL,Formula Person,1990-01-15,=1+2,,Austin,TX,78701,US,,,,,,\n";
        JsonObject done = finished(accepted(csv), Payments.DEADLINE);
        assertEquals(2, done.getJsonObject("progress").getInt("successful"), done.toString());
        Map<String, JsonObject> errors = done.getJsonArray("errors").getValuesAs(JsonObject.class).stream()
                .collect(Collectors.toMap(e -> e.getString("correlationId"), Function.identity()));
        assertEquals(List.of("fullName"), fields(errors.get(p + "-1")));
        assertEquals(List.of("city", "state"), fields(errors.get(p + "-2")));
        assertEquals(List.of("businessLegalName"), fields(errors.get(p + "-4")));
        assertTrue(errors.get(p + "-1").getString("message").contains("fullName"), errors.get(p + "-1").toString());
        assertEquals(2, customersWithPrefix(p), "only the two good rows made customers");

        JsonObject acme = get("/customers?platformCustomerId=" + p + "-3").json().getJsonArray("data").getJsonObject(0);
        assertEquals("Acme " + p, acme.getJsonObject("businessInfo").getString("legalName"));
        assertEquals("US", acme.getJsonObject("businessInfo").getString("country"), "a business's country is its address's");
        assertEquals("Suite 5", acme.getJsonObject("address").getString("line2"));
        JsonObject formula = get("/customers?platformCustomerId=" + p + "-5").json().getJsonArray("data").getJsonObject(0);
        assertEquals("=1+2", formula.getJsonObject("address").getString("line1"), "a formula-looking cell is kept as written");

        // columns outside the contract's are refused with the file
        JsonObject refused = upload("umaAddress,platformCustomerId,customerType,businessIncorporatedOn\n").assertError(400, "INVALID_INPUT");
        assertTrue(refused.toString().contains("businessIncorporatedOn"), refused.toString());
    }

    private static List<String> fields(JsonObject rowError) {
        assertEquals("INVALID_INPUT", rowError.getString("code"), rowError.toString());
        return rowError.getJsonObject("details").getJsonArray("errors").getValuesAs(JsonObject.class).stream()
                .map(e -> e.getString("field")).sorted().toList();
    }

    @Test
    void aFileWhoseRowsAllFailEndsFailed() {
        String p = "bulkbad" + Onboarding.unique();
        String jobId = accepted("umaAddress,platformCustomerId,customerType\nnot an address," + p + "-1,INDIVIDUAL\n,,\n");
        JsonObject done = finished(jobId, Payments.DEADLINE);
        assertEquals("FAILED", done.getString("status"), done.toString());
        assertEquals(2, done.getJsonObject("progress").getInt("failed"));
        Payments.await(() -> Webhooks.ofType("BULK_UPLOAD.FAILED").stream().anyMatch(w -> jobId.equals(w.getJsonObject("body").getJsonObject("data").getString("id"))),
                Payments.DEADLINE, () -> "BULK_UPLOAD.FAILED for " + jobId);
    }

    @Test
    void aFileThatCannotBeReadIsRefusedWithEveryProblemAndNoJob() {
        JsonObject e = upload("customerType,shoeSize\nINDIVIDUAL,42\n").assertError(400, "INVALID_INPUT");
        assertEquals(3, e.getJsonObject("details").getJsonArray("errors").size(), e.toString());
        upload("").assertError(400, "INVALID_INPUT");
        upload(HEADER + "\n").assertError(400, "INVALID_INPUT");
        upload(HEADER + "\n\"unterminated,x\n").assertError(400, "INVALID_INPUT");
        Api.multipart("POST", "/customers/bulk/csv", new Api.Multipart().field("other", "x")).assertError(400, "INVALID_INPUT");
        get("/customers/bulk/jobs/Job:019542f5-b3e7-1d02-0000-000000000006").assertError(404, "BULK_UPLOAD_JOB_NOT_FOUND");
        get("/customers/bulk/jobs/nonsense").assertError(404, "BULK_UPLOAD_JOB_NOT_FOUND");
    }

    /** Names ending in 003 stay UNVERIFIED: no event per customer, so the figure is the import's own. */
    @Test
    @org.junit.jupiter.api.Tag("full") // restarts the platform's server, or measures: the full build only
    void tenThousandRowsAreImportedAndTheTimeIsPrinted() throws Exception {
        String p = "bulk10k" + Onboarding.unique();
        StringBuilder csv = new StringBuilder(HEADER).append('\n');
        for (int i = 0; i < 10_000; i++) {
            csv.append(individual(p, i, "Quiet 003")).append('\n');
        }
        long t0 = System.nanoTime();
        String jobId = accepted(csv.toString());
        long acceptedMs = (System.nanoTime() - t0) / 1_000_000;
        JsonObject done = finished(jobId, Duration.ofMinutes(4));
        long totalMs = (System.nanoTime() - t0) / 1_000_000;
        System.out.println("[bulk-import] 10000 rows: accepted in " + acceptedMs + " ms, all created in " + totalMs + " ms ("
                + (10_000_000L / Math.max(1, totalMs)) + " rows/s)");
        assertEquals("COMPLETED", done.getString("status"));
        assertEquals(10_000, done.getJsonObject("progress").getInt("successful"), done.getJsonObject("progress").toString());
        assertEquals(10_000, customersWithPrefix(p));
    }

    @Test
    @org.junit.jupiter.api.Tag("full") // restarts the platform's server, or measures: the full build only
    void aRestartMidJobCreatesNobodyTwice() throws Exception {
        String p = "bulkrestart" + Onboarding.unique();
        StringBuilder csv = new StringBuilder(HEADER).append('\n');
        for (int i = 0; i < 6_000; i++) {
            csv.append(individual(p, i, "Quiet 003")).append('\n');
        }
        String jobId = accepted(csv.toString());
        Payments.await(() -> job(jobId).getJsonObject("progress").getInt("processed") > 0, Payments.DEADLINE, () -> "the job to start");
        PlatformHarness.restartServer();
        JsonObject done = finished(jobId, Duration.ofMinutes(4));
        assertEquals("COMPLETED", done.getString("status"));
        JsonObject progress = done.getJsonObject("progress");
        assertEquals(6_000, progress.getInt("successful"), progress.toString());
        assertEquals(6_000, progress.getInt("processed"));
        assertEquals(6_000, customersWithPrefix(p), "each row's customer once");
        assertFalse(done.getJsonArray("errors").size() > 0);
    }
}
