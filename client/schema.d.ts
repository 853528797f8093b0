// Generated from the OpenAPI document by `npm run client:generate` (scripts/client.ts): do not edit.
export interface paths {
  '/api/v1/auth/login': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * Sign in with email and password; answers a token that acts as the user
     * @description No key needed.
     */
    post: operations['login'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/v1/auth/logout': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * Revoke the sign-in token of this request, on every instance
     * @description Minimum key level: 1.
     */
    post: operations['logout'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/v1/auth/changePassword': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * Change the caller’s password; revokes all its tokens and keys and answers a new token
     * @description Minimum key level: 1.
     */
    post: operations['changePassword'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/v1/auth/me': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * The caller: its user, level and scope
     * @description Minimum key level: 1.
     */
    get: operations['getMe'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/v1/auth/forgotPassword': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * Ask for a password reset link by email; answers the same whatever the address (at most 3 emails an hour)
     * @description No key needed.
     */
    post: operations['forgotPassword'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/v1/auth/resetPassword': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * Set a new password with a reset link’s token (single use, 1 hour); signs the user out everywhere
     * @description No key needed.
     */
    post: operations['resetPassword'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/v1/auth/sendPasswordReset/{id}': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * Administrator: email a user a password reset link (the person chooses the new password; the current one works until then)
     * @description Minimum key level: 4.
     */
    post: operations['sendPasswordReset'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/v1/users': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * List users, filtered and paged (page/limit or cursor)
     * @description Minimum key level: 1.
     */
    get: operations['listUsers'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/v1/users/getUser/{id}': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * Read a user by id
     * @description Minimum key level: 1.
     */
    get: operations['getUser'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/v1/users/getUser': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * Read the user named by the userId query parameter, or else the key’s own user
     * @description Minimum key level: 1.
     */
    get: operations['getUserByQuery'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/v1/users/createUser': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * Create a user
     * @description Minimum key level: 2.
     */
    post: operations['createUser'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/v1/users/updateUser': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * Always refused: the user id belongs in the path
     * @description Minimum key level: 2.
     */
    post: operations['updateUserWithoutId'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/v1/users/updateUser/{id}': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * Update some of a user’s details (POST only)
     * @description Minimum key level: 2.
     */
    post: operations['updateUser'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/v1/users/deleteUser/{id}': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * Deactivate a user (soft delete); the user’s API keys and sign-in tokens are revoked at once
     * @description Minimum key level: 3.
     */
    post: operations['deleteUser'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/v1/lookups': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * Every reference table with its entries
     * @description Minimum key level: 1.
     */
    get: operations['listLookups'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/v1/lookups/{name}': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * One reference table
     * @description Minimum key level: 1.
     */
    get: operations['getLookup'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/v1/admin/apiKeys': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * Every key, without its secret
     * @description Minimum key level: 4.
     */
    get: operations['listApiKeys'];
    put?: never;
    /**
     * Issue an API key; the key is shown once, in this response only
     * @description Minimum key level: 4.
     */
    post: operations['createApiKey'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/v1/admin/apiKeys/{id}': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    post?: never;
    /**
     * Revoke a key: it is refused from the next request on
     * @description Minimum key level: 4.
     */
    delete: operations['revokeApiKey'];
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/v1/suppliers/createSupplier': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * Create a supplier with its default site, SAQ record, portal user and welcome email
     * @description Minimum key level: 2.
     */
    post: operations['createSupplier'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/v1/suppliers/createSupplierBulk': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * Create many suppliers from a JSON array or a CSV file (multipart field `file`)
     * @description At most 10,000 rows and 20 MB. Each row succeeds or fails on its own; failed rows come back in `retry_payload`. 201 when at least one row was created, else 200; `success` is true either way.
     *
     *     Minimum key level: 2.
     */
    post: operations['createSupplierBulk'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/v1/suppliers/getSupplierCsvTemplate': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * Download the CSV template of createSupplierBulk (no key needed)
     * @description No key needed.
     */
    get: operations['getSupplierCsvTemplate'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/v1/suppliers': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * List suppliers, filtered, sorted and paged (page/limit or cursor)
     * @description Minimum key level: 1.
     */
    get: operations['listSuppliers'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/v1/suppliers/{supplierid}': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * Read a supplier (active or not) with its sites, SAQ, portal users and accreditations
     * @description Minimum key level: 1.
     */
    get: operations['getSupplier'];
    /**
     * Update some of an active supplier’s company fields (also POST + X-HTTP-Method-Override: PUT)
     * @description Minimum key level: 2.
     */
    put: operations['updateSupplier'];
    post?: never;
    /**
     * Deactivate a supplier with its sites and portal users (soft delete)
     * @description Minimum key level: 3.
     */
    delete: operations['deleteSupplier'];
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/v1/suppliers/{supplierid}/sites': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * Add a site (a physical place: factory, depot, farm) to an active supplier
     * @description Minimum key level: 2.
     */
    post: operations['createSite'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/v1/suppliers/{supplierid}/sites/{siteid}': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    /**
     * Change some fields of an active site (also POST + X-HTTP-Method-Override: PUT)
     * @description Minimum key level: 2.
     */
    put: operations['updateSite'];
    post?: never;
    /**
     * Deactivate a site other than the default one (soft delete)
     * @description Minimum key level: 3.
     */
    delete: operations['deleteSite'];
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/v1/suppliers/{supplierid}/users': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * Add a portal user to an active supplier: temporary password and welcome email, as at creation
     * @description Minimum key level: 2.
     */
    post: operations['createPortalUser'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/v1/suppliers/{supplierid}/users/{userid}/resendWelcome': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * Send a portal user’s welcome email again, with a new temporary password, while the user has not set a password
     * @description Minimum key level: 2.
     */
    post: operations['resendWelcomeEmail'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/v1/newlines/{id}': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * Read a newline (inactive ones too, with isactive 0)
     * @description Minimum key level: 1.
     */
    get: operations['getNewlineById'];
    /**
     * Update some of a newline’s fields (also POST with X-HTTP-Method-Override: PUT)
     * @description Minimum key level: 2.
     */
    put: operations['updateNewlineById'];
    post?: never;
    /**
     * Deactivate a newline and its spec (soft delete; Admin)
     * @description Minimum key level: 4.
     */
    delete: operations['deleteNewline'];
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/v1/newlines': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * List newlines, newest first, a page at a time (page/limit or cursor)
     * @description Minimum key level: 1.
     */
    get: operations['listNewlines'];
    put?: never;
    /**
     * Create a newline and its product spec
     * @description Minimum key level: 2.
     */
    post: operations['createNewline'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/v1/newlines/createNewlineBulk': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * Create newlines from a JSON array or a CSV file (multipart field `file`), each with its spec
     * @description Rows are independent: a failed row leaves nothing behind and does not stop the others. At most 10,000 rows and 20 MB per request. 201 when at least one row was created, else 200.
     *
     *     Minimum key level: 2.
     */
    post: operations['createNewlineBulk'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/v1/products/getProduct/{psid}': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * Read a product (by its spec id)
     * @description Minimum key level: 1.
     */
    get: operations['getProduct'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/v1/products/updateProduct/{psid}': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    /**
     * Update any spec, sign-off, product and company fields of a spec, in one transaction
     * @description POST; PUT (or POST with X-HTTP-Method-Override: PUT) does the same. A `statusid` follows the workflow of POST /products/{psid}/transition (403, 409, 422), and nothing of the update is written when the move is refused.
     *
     *     Minimum key level: 2.
     */
    put: operations['updateProductPut'];
    /**
     * Update any spec, sign-off, product and company fields of a spec, in one transaction
     * @description POST; PUT (or POST with X-HTTP-Method-Override: PUT) does the same. A `statusid` follows the workflow of POST /products/{psid}/transition (403, 409, 422), and nothing of the update is written when the move is refused.
     *
     *     Minimum key level: 2.
     */
    post: operations['updateProduct'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/v1/products/getNewline/{newlineid}': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * Read a newline’s summary: company, technical user, buyer, state
     * @description Minimum key level: 1.
     */
    get: operations['getNewline'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/v1/products/updateNewline/{newlineid}': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    /**
     * Update a newline’s fields, its company’s name and its technical user
     * @description POST; PUT (or POST with X-HTTP-Method-Override: PUT) does the same.
     *
     *     Minimum key level: 2.
     */
    put: operations['updateNewlinePut'];
    /**
     * Update a newline’s fields, its company’s name and its technical user
     * @description POST; PUT (or POST with X-HTTP-Method-Override: PUT) does the same.
     *
     *     Minimum key level: 2.
     */
    post: operations['updateNewline'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/v1/products/getAllergens/{psid}': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * Read a product’s allergens as No / Yes / May
     * @description A product whose allergens were never recorded is 404 `Product not found` too.
     *
     *     Minimum key level: 1.
     */
    get: operations['getAllergens'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/v1/products/addAllergens': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * Record a product’s allergens (omitted ones are 0, No)
     * @description Minimum key level: 2.
     */
    post: operations['addAllergens'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/v1/products/updateAllergens/{psid}': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    /**
     * Change some of a product’s allergens
     * @description Minimum key level: 2.
     */
    put: operations['updateAllergensPut'];
    /**
     * Change some of a product’s allergens
     * @description Minimum key level: 2.
     */
    post: operations['updateAllergens'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/v1/products/getNutritionalInfo/{psid}': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * Read a product’s nutrition per 100 g and per portion
     * @description A product whose nutrition was never recorded is 404 `Product not found` too. Also gives salt (sodium × 2.5) and `warnings` for figures that cannot all be true: both read-only.
     *
     *     Minimum key level: 1.
     */
    get: operations['getNutritionalInfo'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/v1/products/addNutritionalInfo': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * Record a product’s nutritional information
     * @description Minimum key level: 2.
     */
    post: operations['addNutritionalInfo'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/v1/products/updateNutritionalInfo/{psid}': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    /**
     * Change some of a product’s nutritional values
     * @description Minimum key level: 2.
     */
    put: operations['updateNutritionalInfoPut'];
    /**
     * Change some of a product’s nutritional values
     * @description Minimum key level: 2.
     */
    post: operations['updateNutritionalInfo'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/v1/products': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * List product specs, newest first or sorted, a page at a time (page/limit or cursor)
     * @description Minimum key level: 1.
     */
    get: operations['listProducts'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/v1/products/{psid}/spec': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * Read a spec’s whole record: spec, sign-off, product and company fields (as updateProduct answers it)
     * @description Minimum key level: 1.
     */
    get: operations['getProductSpec'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/v1/products/{psid}/transition': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * Move a spec through the workflow (approval freezes a version)
     * @description New → Submitted; Submitted → In review, Rejected or New; In review → Approved or Rejected; Rejected → Submitted or New. Approving and rejecting need level 3. Moving to the current status changes nothing (200).
     *
     *     Minimum key level: 2.
     */
    post: operations['transitionProduct'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/v1/products/{psid}/versions': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * The approved versions of a spec, oldest first
     * @description Minimum key level: 1.
     */
    get: operations['listProductVersions'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/v1/products/{psid}/versions/{n}': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * One approved version of a spec: its spec, allergens and nutrition as they were approved
     * @description Minimum key level: 1.
     */
    get: operations['getProductVersion'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/v1/products/{psid}/versions/{a}/diff/{b}': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * The fields that differ between two approved versions of a spec
     * @description Minimum key level: 1.
     */
    get: operations['diffProductVersions'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/v1/audits': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * List audits, newest audit date first, each with its overall traffic light
     * @description All of them at once, as the contract has it; or, with `limit` and then `cursor` (additive), a page at a time, with `pagination`.
     *
     *     Minimum key level: 1.
     */
    get: operations['listAudits'];
    put?: never;
    /**
     * Create a supplier site audit on the current checklist template
     * @description Minimum key level: 2.
     */
    post: operations['createAudit'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/v1/audits/{auditid}': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * One audit as GET /audits lists it, with its overall traffic light
     * @description Minimum key level: 1.
     */
    get: operations['getAudit'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/v1/audits/{auditid}/sections': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * The eight checklist sections of an audit with their progress and traffic light
     * @description Minimum key level: 1.
     */
    get: operations['getAuditSections'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/v1/audits/{auditid}/sections/{sectionid}/items': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * The checklist items of one section, each with its current answer (or null) and photos
     * @description Minimum key level: 1.
     */
    get: operations['getAuditSectionItems'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/v1/audits/{auditid}/items/{itemid}/response': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    /**
     * Save or replace the answer to one checklist item; returns the updated section progress
     * @description Also accepted as POST with header `X-HTTP-Method-Override: PUT`.
     *
     *     Minimum key level: 2.
     */
    put: operations['saveAuditItemResponse'];
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/v1/audits/{auditid}/items/{itemid}/photos': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * Upload a photo for a checklist item (multipart field `file`: JPEG, PNG, GIF or WebP, max 10 MB)
     * @description Optional form field `userid` (defaults to the key’s user). The type is read from the bytes.
     *
     *     Minimum key level: 2.
     */
    post: operations['uploadAuditPhoto'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/v1/audits/{auditid}/photos/{docid}': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    post?: never;
    /**
     * Delete one photo of this audit; its public link answers 404 from then on
     * @description Minimum key level: 3.
     */
    delete: operations['deleteAuditPhoto'];
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/v1/audits/{auditid}/complete': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * Finalise an audit: every required item must be answered; calculates score_pct
     * @description Minimum key level: 2.
     */
    post: operations['completeAudit'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/v1/history/{entity}/{id}': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * The change history of a record, oldest first
     * @description A product’s history includes its allergens and nutrition, an audit’s its answers and photos, a supplier’s its sites, SAQ, accreditations and their reminders. `apikey` needs level 4.
     *
     *     Minimum key level: 1.
     */
    get: operations['getHistory'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/v1/events': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * Changes in the order they became visible: poll with the last seq seen, never miss one
     * @description Minimum key level: 1.
     */
    get: operations['listEvents'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/v1/webhooks/{id}/deliveries': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * Deliveries to an endpoint, newest first, each with its state and the attempts kept
     * @description Minimum key level: 4.
     */
    get: operations['listWebhookDeliveries'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/v1/webhooks/{id}/deliveries/{deliveryid}': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * One delivery with its state and the attempts kept (the latest 20), each with its request and response
     * @description Minimum key level: 4.
     */
    get: operations['getWebhookDelivery'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/v1/webhooks/{id}/deliveries/{deliveryid}/redeliver': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * Send a delivery again (same webhook-id), now, with a fresh retry schedule
     * @description Minimum key level: 4.
     */
    post: operations['redeliverWebhookDelivery'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/v1/webhooks/{id}/deliveries/{deliveryid}/payload': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * The body every attempt of a delivery sends, exactly as signed, with its size and SHA-256
     * @description Minimum key level: 4.
     */
    get: operations['getWebhookDeliveryPayload'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/v1/webhooks/{id}/deliveries/{deliveryid}/retry': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * Try a pending delivery now, in the request (the same delivery: its schedule and window go on); 409 while a try is under way, or for a delivered or failed one (redeliver sends those again)
     * @description Minimum key level: 4.
     */
    post: operations['retryWebhookDelivery'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/v1/webhooks/{id}/recover': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * Queue again every failed delivery since a date (after an outage on the receiving side)
     * @description Minimum key level: 4.
     */
    post: operations['recoverWebhookDeliveries'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/v1/webhooks/{id}/test': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * Deliver a webhook.test event now (even to a disabled endpoint) and show what came back
     * @description Minimum key level: 4.
     */
    post: operations['testWebhook'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/v1/webhooks': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * Every endpoint, without secrets
     * @description Minimum key level: 4.
     */
    get: operations['listWebhooks'];
    put?: never;
    /**
     * Register an endpoint; its signing secret is shown in this response only
     * @description Minimum key level: 4.
     */
    post: operations['createWebhook'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/v1/webhooks/{id}': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * One endpoint, without its secret
     * @description Minimum key level: 4.
     */
    get: operations['getWebhook'];
    /**
     * Change an endpoint’s url, events, description or enabled
     * @description Minimum key level: 4.
     */
    put: operations['updateWebhook'];
    post?: never;
    /**
     * Remove an endpoint: nothing more is delivered to it
     * @description Minimum key level: 4.
     */
    delete: operations['deleteWebhook'];
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/v1/webhooks/{id}/rotateSecret': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * A new signing secret, shown once; the old one keeps signing beside it for 24 hours
     * @description Minimum key level: 4.
     */
    post: operations['rotateWebhookSecret'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/v1/wholesalers': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * Active wholesalers by name, a page at a time
     * @description Minimum key level: 1.
     */
    get: operations['listWholesalers'];
    put?: never;
    /**
     * Register a wholesaler (GLN checked, unique among active wholesalers)
     * @description Minimum key level: 3.
     */
    post: operations['createWholesaler'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/v1/wholesalers/{id}': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * One active wholesaler
     * @description Minimum key level: 1.
     */
    get: operations['getWholesaler'];
    /**
     * Change any of name, gln, contactemail, webhookid
     * @description Minimum key level: 3.
     */
    put: operations['updateWholesaler'];
    post?: never;
    /**
     * Delete a wholesaler (soft): its items are withdrawn, each published ones with a DELETE
     * @description Minimum key level: 3.
     */
    delete: operations['deleteWholesaler'];
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/v1/wholesalers/{id}/catalogue': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * A wholesaler’s active catalogue items (?stale=true: behind the latest version; ?status=)
     * @description Minimum key level: 1.
     */
    get: operations['listCatalogueItems'];
    put?: never;
    /**
     * List a spec in a wholesaler’s catalogue under a GTIN and target market
     * @description Minimum key level: 2.
     */
    post: operations['createCatalogueItem'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/v1/products/{psid}/catalogue': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * Everywhere a spec is listed: its active catalogue items, wholesaler by wholesaler
     * @description Minimum key level: 1.
     */
    get: operations['listProductCatalogue'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/v1/catalogue/{itemid}': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * One catalogue item, withdrawn or not
     * @description Minimum key level: 1.
     */
    get: operations['getCatalogueItem'];
    /**
     * Change an active item’s itemcode or autopublish
     * @description Minimum key level: 2.
     */
    put: operations['updateCatalogueItem'];
    post?: never;
    /**
     * Withdraw an item: a DELETE is published to the wholesaler if it was ever published
     * @description Minimum key level: 2.
     */
    delete: operations['withdrawCatalogueItem'];
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/v1/catalogue/{itemid}/publish': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * Publish the spec’s latest approved version to the item’s wholesaler (ADD, then CHANGE)
     * @description Queued for the wholesaler’s webhook (event catalogue.publication: signed, retried, logged) in the same transaction; without a webhook it stays pending for the wholesaler to read.
     *
     *     Minimum key level: 2.
     */
    post: operations['publishCatalogueItem'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/v1/catalogue/{itemid}/publications': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * An item’s publications, newest first
     * @description Minimum key level: 1.
     */
    get: operations['listCataloguePublications'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/v1/publications/{id}': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * One publication with its payload
     * @description Minimum key level: 1.
     */
    get: operations['getPublication'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/v1/publications/{id}/confirm': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * Record the wholesaler’s answer: ACCEPTED, REVIEW, SYNCHRONISED or REJECTED
     * @description The newest ADD or CHANGE of an active item, until SYNCHRONISED or REJECTED (409 otherwise). REJECTED raises the event catalogue.rejected.
     *
     *     Minimum key level: 2.
     */
    post: operations['confirmPublication'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/v1/products/{psid}/export': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * An approved version as GS1-aligned JSON (format=gs1) or an Open Food Facts product (format=off)
     * @description Minimum key level: 1.
     */
    get: operations['exportProduct'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/v1/audits/{auditid}/items/{itemid}/actions': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * Raise a corrective action on an item answered fail or flag (also after completion)
     * @description Minimum key level: 2.
     */
    post: operations['createAuditAction'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/v1/audits/{auditid}/actions': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * The corrective actions of an audit, in checklist order
     * @description Minimum key level: 1.
     */
    get: operations['listAuditActions'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/v1/actions': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * Corrective actions of every audit, soonest due first, a page at a time
     * @description Minimum key level: 1.
     */
    get: operations['listActions'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/v1/actions/{id}': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * One corrective action
     * @description Minimum key level: 1.
     */
    get: operations['getAction'];
    /**
     * Change an action (partial): its status moves open → in_progress → done → verified
     * @description `verified` needs level 3, the action `done` and a `verificationnote`; a verified action is final (409). Suppliers may move the status of actions assigned to them up to `done`.
     *
     *     Minimum key level: 2.
     */
    put: operations['updateAction'];
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/v1/audits/{auditid}/export': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * The checklist as CSV or XLSX: one row per item with its answer, photo links and actions
     * @description Columns: sectionid, section, itemid, question, critical, required, result, notes, answered_by, answered_at, photos (public links, one per line), actions (one per line). The XLSX also has a sheet `Audit` with the audit’s facts.
     *
     *     Minimum key level: 1.
     */
    get: operations['exportAudit'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/v1/audits/{auditid}/report.pdf': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * The audit report as a PDF; a completed audit’s is the same bytes on every download (ETag)
     * @description Minimum key level: 1.
     */
    get: operations['getAuditReport'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/v1/suppliers/{supplierid}/accreditations': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * Record a certificate of a supplier (the supplier scope: its own company)
     * @description Minimum key level: 2.
     */
    post: operations['createAccreditation'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/v1/accreditations/{accreditationid}': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    /**
     * Change some of a certificate’s fields (also POST + X-HTTP-Method-Override: PUT)
     * @description Minimum key level: 2.
     */
    put: operations['updateAccreditation'];
    post?: never;
    /**
     * Delete a certificate (soft: its history, reminders and document are kept)
     * @description Minimum key level: 3.
     */
    delete: operations['deleteAccreditation'];
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/v1/accreditations/{accreditationid}/document': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * Download a certificate’s PDF
     * @description Minimum key level: 1.
     */
    get: operations['getAccreditationDocument'];
    put?: never;
    /**
     * Attach the certificate’s PDF (multipart field `file`, max 20 MB), replacing any earlier one
     * @description The type is read from the bytes: anything but a PDF is refused.
     *
     *     Minimum key level: 2.
     */
    post: operations['uploadAccreditationDocument'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/v1/reports/certificates/expiring': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * Certificates expiring within N days (expired ones included), with totals; ?format=csv
     * @description With `format=csv`: the rows as a text/csv attachment, one column per field.
     *
     *     Minimum key level: 1.
     */
    get: operations['reportExpiringCertificates'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/v1/reports/audits/summary': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * Audits, completions, average score, score buckets, section pass rates and months; ?format=csv
     * @description Every figure is defined in docs/reports.md.
     *
     *     Minimum key level: 1.
     */
    get: operations['reportAuditSummary'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/v1/reports/audits/failedItems': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * The checklist items most often failed or flagged in completed audits; ?format=csv
     * @description Minimum key level: 1.
     */
    get: operations['reportFailedItems'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/v1/reports/suppliers/scorecard': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * Per supplier: latest scores and trend, actions, certificates, risk, specs; ?format=csv
     * @description Active suppliers by name, a page at a time (or the one `companyid`, active or not). With `format=csv`: every matching supplier, one row each, without paging.
     *
     *     Minimum key level: 1.
     */
    get: operations['reportSupplierScorecard'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/v1/reports/specs/status': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * Specs per status, median days in each (from the history), missing allergen or nutrition records
     * @description Every figure is defined in docs/reports.md. With `format=csv`: a row per status, then a total.
     *
     *     Minimum key level: 1.
     */
    get: operations['reportSpecStatus'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/v1/sites': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * Sites, the organisation’s first, a page at a time (the supplier scope: its own)
     * @description Active sites unless `active=0`; filters by company, type, GLN and part of the name.
     *
     *     Minimum key level: 1.
     */
    get: operations['listSites'];
    put?: never;
    /**
     * Add a site: the organisation’s (dc, store, office) or a supplier’s (site)
     * @description Without `companyid` the site is the organisation’s (company 1), or in the supplier scope the caller’s own company’s. A GLN already on an active site: 409.
     *
     *     Minimum key level: 2.
     */
    post: operations['createCompanySite'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/v1/sites/{siteid}': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * One site, active or not
     * @description Minimum key level: 1.
     */
    get: operations['getSite'];
    /**
     * Change some fields of an active site (also POST + X-HTTP-Method-Override: PUT)
     * @description Minimum key level: 2.
     */
    put: operations['updateCompanySite'];
    post?: never;
    /**
     * Deactivate a site other than a default one (soft delete); its GLN may then be reused
     * @description Minimum key level: 3.
     */
    delete: operations['deleteCompanySite'];
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/v1/epcis/capture': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * Capture an EPCIS 2.0 document: every event, or none
     * @description GS1 EPCIS 2.0 REST binding: `202` with `Location` of the capture job, done by the time it is sent. A document that breaks GS1’s schema or the CBV is refused whole (400 naming the event index and the field); over 10,000 events or 20 MB, 413. An event whose eventID (or, without one, whose CBV 2.0 event hash) was captured before is skipped. A supplier may capture only events whose bizLocation, readPoint or source is one of its own sites (403 `Insufficient permissions for bizLocation`).
     *
     *     Minimum key level: 2.
     */
    post: operations['captureEpcisDocument'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/v1/epcis/capture/{captureID}': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * A capture job: done, with its event count
     * @description The supplier scope reads its own captures only (another’s answers 404).
     *
     *     Minimum key level: 1.
     */
    get: operations['getEpcisCapture'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/v1/epcis/events': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * Events matching a SimpleEventQuery, oldest first, a page at a time
     * @description GS1 EPCIS 2.0 REST binding: the query parameters of SimpleEventQuery, several values of one separated by `|`. CBV values and identifiers match in any of their forms (docs/traceability-events.md). Ordered by eventTime; `perPage` (default 30, at most 1,000) events a page and a `Link` to the next while more match. An unknown or repeated parameter, or a value that cannot be what it names, is 400 naming it. The supplier scope sees only events naming one of its own sites.
     *
     *     Minimum key level: 1.
     */
    get: operations['queryEpcisEvents'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/v1/epcis/events/{eventID}': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * One event by its eventID, with its error declaration if it has one
     * @description The binding’s answer for one event: an EPCISQueryDocument of the event and, when one was captured, its error declaration after it (both carry the same eventID). The supplier scope reads only events naming one of its own sites (another’s answers 404). An ID longer than 200 characters once URL-encoded is queried with `GET /epcis/events?EQ_eventID=`.
     *
     *     Minimum key level: 1.
     */
    get: operations['getEpcisEvent'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/v1/epcis/eventTypes': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * The five EPCIS 2.0 event types
     * @description As the EPCIS 2.0 REST binding lists them: a `Collection` whose `member`s are the standard terms. Values of your own (absolute URIs) are accepted by capture and queries but not listed.
     *
     *     Minimum key level: 1.
     */
    get: operations['getEpcisEventTypes'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/v1/epcis/bizSteps': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * The CBV 2.0 business steps (bare words)
     * @description As the EPCIS 2.0 REST binding lists them: a `Collection` whose `member`s are the standard terms. Values of your own (absolute URIs) are accepted by capture and queries but not listed.
     *
     *     Minimum key level: 1.
     */
    get: operations['getEpcisBizSteps'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/v1/epcis/dispositions': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * The CBV 2.0 dispositions (bare words)
     * @description As the EPCIS 2.0 REST binding lists them: a `Collection` whose `member`s are the standard terms. Values of your own (absolute URIs) are accepted by capture and queries but not listed.
     *
     *     Minimum key level: 1.
     */
    get: operations['getEpcisDispositions'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/v1/epcis/capture/csv/template': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * Download the CSV template of captureShipmentsCsv (no key needed)
     * @description No key needed.
     */
    get: operations['getShipmentsCsvTemplate'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/v1/epcis/capture/csv': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * Capture shipments from a CSV file (multipart field `file`): one shipping event per row
     * @description Each row becomes a GS1 EPCIS 2.0 shipping ObjectEvent (docs/traceability-events.md, "The shipments CSV"). Rows succeed or fail on their own: the good rows are captured together in one capture (`captureID`, `Location`), the failed rows come back in `retry_payload`. A row captured before succeeds again without a second event (`storedCount`). A supplier may send only rows whose `from_gln` is one of its own sites (others fail: `Insufficient permissions for bizLocation`). At most 10,000 rows and 20 MB (413). 201 when a row was captured, else 200.
     *
     *     Minimum key level: 2.
     */
    post: operations['captureShipmentsCsv'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/v1/trace/forward': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * Where a lot went: every place, pallet and lot made from it
     * @description The trace graph of one lot, serial or pallet (docs/traceability-events.md, "The trace"): nodes are the objects (lots, serials, pallets) and the places they were at; edges are events, one per object moved, the product flowing from → to. Each object is followed once (cycles end), through transformations and packing into and out of pallets; events declared erroneous are left out. A lot without events answers its root alone. The supplier scope sees only events at its own sites.
     *
     *     Minimum key level: 1.
     */
    get: operations['traceForward'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/v1/trace/backward': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * Where a lot came from: every input lot, place and supplier
     * @description The trace graph of one lot, serial or pallet (docs/traceability-events.md, "The trace"): nodes are the objects (lots, serials, pallets) and the places they were at; edges are events, one per object moved, the product flowing from → to. Each object is followed once (cycles end), through transformations and packing into and out of pallets; events declared erroneous are left out. A lot without events answers its root alone. The supplier scope sees only events at its own sites.
     *
     *     Minimum key level: 1.
     */
    get: operations['traceBackward'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/v1/trace/lots/{gtin}/{lot}': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * One lot: its product, origin, quantities received and shipped, on hand by place
     * @description From the events naming the lot itself (a pallet’s movements are the trace’s): made (commissioned or transformed into), received and shipped per place, and on hand per place as the events say (made + received − shipped − destroyed − used in a transformation). A lot without events answers zero counts. The supplier scope counts only events at its own sites.
     *
     *     Minimum key level: 1.
     */
    get: operations['getTraceLot'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/v1/fsma204/records': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * FSMA 204 records: the FDA’s sortable spreadsheet of CTEs and their KDEs (CSV, XLSX or JSON)
     * @description One row per Critical Tracking Event (initial packing, shipping, receiving; a transformation one row per lot used) with the Key Data Elements of 21 CFR 1.1325–1.1350 as columns (docs/traceability-events.md, "FSMA 204 records"). `tlc`: one lot’s CTEs (any window); without it every CTE of `from`–`to` (both required, at most 366 days). Events declared erroneous are left out. Streamed: any size answers in the memory of one batch.
     *
     *     Minimum key level: 1.
     */
    get: operations['getFsma204Records'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/v1/traceability/completeness': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * Per supplier: the share of its shipping events carrying every KDE a receiver needs, and what is missing
     * @description The shipping events of the window (eventTime; default the 30 days before now, at most 366), each counted for the company owning the site it happened at (the organisation, 1, included), checked for the KDEs of 21 CFR 1.1345 as docs/traceability-events.md ("Completeness") defines them. The supplier scope sees its own line only.
     *
     *     Minimum key level: 1.
     */
    get: operations['getTraceabilityCompleteness'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/v1/incidents/ack/{token}': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * What a notice’s link shows: the incident, the party, the lots, its last report
     * @description No key: the token is the notice’s single-purpose link (256 random bits, kept hashed), sent in its email and webhook message. It is used once: the report’s answer carries the next link’s token (a correction replaces the report; every report stays). Links stop working when the incident closes (docs/incidents.md).
     *
     *     No key needed.
     */
    get: operations['getIncidentNotice'];
    put?: never;
    /**
     * Confirm receipt of a notice and report quantities on hand, sold, destroyed and returned
     * @description No key: the token is the notice’s single-purpose link (256 random bits, kept hashed), sent in its email and webhook message. It is used once: the report’s answer carries the next link’s token (a correction replaces the report; every report stays). Links stop working when the incident closes (docs/incidents.md).
     *
     *     No key needed.
     */
    post: operations['acknowledgeIncidentNotice'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/v1/incidents/alerts': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * An alert in (a regulator’s, a feed’s): the specs and lots it matches, to open an incident from
     * @description Reads only: nothing is stored. GTINs (8, 12, 13 or 14 digits, check digit verified) and lots (Digital Link, EPC URN, `(01)…(10)…` element string, or a lot number alone taken under each of `gtins`) match exactly, score 1: a lot that has events; a GTIN named without lots lists its spec and its lots seen in events, the latest first. The product name and brand match the active specs’ by trigram similarity (Dice’s coefficient over names lower-cased, accents and punctuation stripped), reported from 0.3. `scope` is the exact matches as `POST /incidents` takes them. At most 200 GTINs and 500 lots; a field it does not know is refused. The organisation’s only.
     *
     *     Minimum key level: 2.
     */
    post: operations['matchAlert'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/v1/incidents/{incidentid}/report.pdf': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * The incident report as a PDF: scope, parties, timeline, reconciliation, actions; a mock recall’s targets met or not
     * @description Minimum key level: 1.
     */
    get: operations['getIncidentReport'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/v1/incidents/{incidentid}/parties': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * The board: each party, its notice (sent, delivered, acknowledged, overdue), its quantities
     * @description Minimum key level: 1.
     */
    get: operations['listIncidentParties'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/v1/incidents/{incidentid}/reconciliation': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * Quantity received (from the events) against quantity reported, per party and in total
     * @description Minimum key level: 1.
     */
    get: operations['getIncidentReconciliation'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/v1/incidents/{incidentid}/timeline': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * Every step stamped, and the measures: time to scope, to notify all, to the last acknowledgement
     * @description Minimum key level: 1.
     */
    get: operations['getIncidentTimeline'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/v1/incidents': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * Incidents, newest first (a supplier: those that reach its company, its own part)
     * @description Minimum key level: 1.
     */
    get: operations['listIncidents'];
    put?: never;
    /**
     * Open an incident, recall, withdrawal or mock recall: its affected set traced at once
     * @description The scope’s lots (and the lots of its GTINs at its site in its window) are traced forward; the affected set (lots, specs, suppliers, sites and wholesalers with the quantity each received) is frozen with the incident and each party stored. A recall or withdrawal on GTINs holds their catalogue items. docs/incidents.md
     *
     *     Minimum key level: 3.
     */
    post: operations['createIncident'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/v1/incidents/{incidentid}': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * One incident with its affected set, counts, accounted share and measures
     * @description Minimum key level: 1.
     */
    get: operations['getIncident'];
    /**
     * Change an incident’s title, description, severity or acknowledgement time (partial)
     * @description Minimum key level: 2.
     */
    put: operations['updateIncidentPut'];
    /**
     * Change an incident’s title, description, severity or acknowledgement time (partial)
     * @description Minimum key level: 2.
     */
    post: operations['updateIncident'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/v1/incidents/{incidentid}/rescope': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * Trace the scope again (new events may have arrived) and show what changed
     * @description Parties the trace now reaches are added (notify again to send them their notice), those it no longer reaches leave the scope (their notice and reports stay), quantities are updated.
     *
     *     Minimum key level: 2.
     */
    post: operations['rescopeIncident'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/v1/incidents/{incidentid}/notify': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * Send a notice to every party in scope not yet notified (webhook to a wholesaler, email)
     * @description One notice per party: `incident.notice` to a wholesaler’s webhook (signed, retried, logged), an email to the party’s contact, each with its acknowledgement link. Queued in one transaction: a second call sends only to parties still without a notice. The incident moves from open to notifying.
     *
     *     Minimum key level: 2.
     */
    post: operations['notifyIncident'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/v1/incidents/{incidentid}/contain': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * Mark the incident contained (the product is out of trade)
     * @description Minimum key level: 2.
     */
    post: operations['containIncident'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/v1/incidents/{incidentid}/close': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * Close the incident with its closure note: holds released, links no longer accepted
     * @description Minimum key level: 3.
     */
    post: operations['closeIncident'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/v1/questionnaires': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * Questionnaire templates, the default first, with their latest and published versions
     * @description Minimum key level: 1.
     */
    get: operations['listQuestionnaires'];
    put?: never;
    /**
     * Create a questionnaire template (version 1, a draft until published)
     * @description Minimum key level: 3.
     */
    post: operations['createQuestionnaire'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/v1/questionnaires/{templateid}': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * A questionnaire template at one version (default: its latest)
     * @description Minimum key level: 1.
     */
    get: operations['getQuestionnaire'];
    /**
     * Edit a template: its draft in place, or a new draft version after a published one
     * @description name and validity_months are the template’s own (a review reads the validity in force); sections are the version’s: a draft is replaced, a published version is followed by a new draft.
     *
     *     Minimum key level: 3.
     */
    put: operations['updateQuestionnaire'];
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/v1/questionnaires/{templateid}/publish': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * Publish the template’s draft: the version sent from now on
     * @description Minimum key level: 3.
     */
    post: operations['publishQuestionnaire'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/v1/suppliers/{supplierid}/questionnaires': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * A supplier’s questionnaire assignments, the latest first
     * @description Minimum key level: 1.
     */
    get: operations['listSupplierQuestionnaires'];
    put?: never;
    /**
     * Send a questionnaire to a supplier: an assignment of the template’s last published version
     * @description Minimum key level: 2.
     */
    post: operations['sendQuestionnaire'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/v1/questionnaires/assignments': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * Questionnaire assignments, newest first: the reviewers’ queue, or a supplier’s own to-do list
     * @description Minimum key level: 1.
     */
    get: operations['listQuestionnaireAssignments'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/v1/questionnaires/assignments/{assignmentid}': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * One assignment: the questions of its version, the answers, files and reviews
     * @description The supplier scope is shown the reviewers’ comments, never their internal notes.
     *
     *     Minimum key level: 1.
     */
    get: operations['getQuestionnaireAssignment'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/v1/questionnaires/assignments/{assignmentid}/answers': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    /**
     * Save some answers as a draft (null clears one); 409 once submitted
     * @description Minimum key level: 2.
     */
    put: operations['saveQuestionnaireAnswers'];
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/v1/questionnaires/assignments/{assignmentid}/answers/{code}/file': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * Answer a file question: upload the file (multipart field `file`, max 10 MB)
     * @description The answer becomes the new file’s id; earlier files stay listed. The type is read from the bytes.
     *
     *     Minimum key level: 2.
     */
    post: operations['uploadQuestionnaireFile'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/v1/questionnaires/assignments/{assignmentid}/files/{fileid}': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * Download a file uploaded for a questionnaire
     * @description Minimum key level: 1.
     */
    get: operations['getQuestionnaireFile'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/v1/questionnaires/assignments/{assignmentid}/submit': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * Submit the answers for review: every required question answered, else 422 naming them
     * @description Minimum key level: 2.
     */
    post: operations['submitQuestionnaire'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/v1/questionnaires/assignments/{assignmentid}/review': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * Accept, reject or send back a submitted questionnaire; scores it (docs/approval.md)
     * @description Minimum key level: 3.
     */
    post: operations['reviewQuestionnaire'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/v1/suppliers/{supplierid}/approval': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * A supplier’s approval status: each rule, its input and whether it passed, the override beside it
     * @description Minimum key level: 1.
     */
    get: operations['getSupplierApproval'];
    /**
     * Override a supplier’s computed approval status with a reason (status null: clear the override)
     * @description Minimum key level: 3.
     */
    put: operations['overrideSupplierApproval'];
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/v1/approval/rules': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * The approval rule table’s thresholds and the spec guard (Admin)
     * @description Minimum key level: 4.
     */
    get: operations['getApprovalRules'];
    /**
     * Change thresholds or the spec guard (Admin); every supplier is recomputed with them at once
     * @description Minimum key level: 4.
     */
    put: operations['updateApprovalRules'];
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/v1/audit-programme/rules': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * The decision table that sets each supplier site’s next audit due date
     * @description Minimum key level: 1.
     */
    get: operations['getAuditProgrammeRules'];
    /**
     * Replace the decision table (Admin); every site’s due date is recomputed in the same transaction
     * @description Minimum key level: 4.
     */
    put: operations['updateAuditProgrammeRules'];
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/v1/audit-programme': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * Supplier sites with their next audit due date, last audit, planned audit and the reasons
     * @description Ordered by date (the planned audit’s date, else the due date), soonest first. `status`: `overdue` (not planned, past its due date), `due` (not planned, due today or later), `planned` (an open planned audit).
     *
     *     Minimum key level: 1.
     */
    get: operations['listAuditProgramme'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/v1/audit-programme/plan': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * Create planned audits for every site due within N days, at most once per site and period
     * @description Minimum key level: 2.
     */
    post: operations['planAuditProgramme'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/v1/audit-programme/planned/{auditid}/assign': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * Give a planned audit (not completed) another auditor
     * @description Minimum key level: 2.
     */
    post: operations['assignPlannedAudit'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/v1/products/{psid}/label': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * The label of a spec: ingredient statement and allergen check, nutrition with %RI, colours, Nutri-Score
     * @description `version`: an approved version’s label as frozen at its approval (404 when there is no such version or it was approved before labels were frozen); without it, the working copy.
     *
     *     Minimum key level: 1.
     */
    get: operations['getProductLabel'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/v1/products/{psid}/label.svg': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * The front of pack traffic-light strip (part=fop) or the Nutri-Score badge (part=nutriscore) as SVG
     * @description `version`: an approved version’s label as frozen at its approval (404 when there is no such version or it was approved before labels were frozen); without it, the working copy.
     *
     *     Minimum key level: 1.
     */
    get: operations['getProductLabelSvg'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/v1/products/{psid}/label.pdf': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * The back of pack panel as a PDF; the working copy of a spec not approved is watermarked DRAFT
     * @description `version`: an approved version’s label as frozen at its approval (404 when there is no such version or it was approved before labels were frozen); without it, the working copy.
     *
     *     Minimum key level: 1.
     */
    get: operations['getProductLabelPdf'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/healthz': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * The process is up
     * @description No key needed.
     */
    get: operations['healthz'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/readyz': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * The database answers
     * @description No key needed.
     */
    get: operations['readyz'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/media/{token}/{filename}': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * An audit photo, by the link returned at upload (no key needed)
     * @description No key needed.
     */
    get: operations['getMedia'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
}
export interface webhooks {
  'supplier.created': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * A supplier.created event, as GET /events shows it
     * @description Delivered per the Standard Webhooks specification (docs/integration.md): answer 2xx within 10 s; anything else is retried for 3 days; 410 disables the endpoint.
     */
    post: operations['webhook_supplier_created'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  'supplier.updated': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * A supplier.updated event, as GET /events shows it
     * @description Delivered per the Standard Webhooks specification (docs/integration.md): answer 2xx within 10 s; anything else is retried for 3 days; 410 disables the endpoint.
     */
    post: operations['webhook_supplier_updated'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  'supplier.deleted': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * A supplier.deleted event, as GET /events shows it
     * @description Delivered per the Standard Webhooks specification (docs/integration.md): answer 2xx within 10 s; anything else is retried for 3 days; 410 disables the endpoint.
     */
    post: operations['webhook_supplier_deleted'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  'newline.created': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * A newline.created event, as GET /events shows it
     * @description Delivered per the Standard Webhooks specification (docs/integration.md): answer 2xx within 10 s; anything else is retried for 3 days; 410 disables the endpoint.
     */
    post: operations['webhook_newline_created'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  'newline.updated': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * A newline.updated event, as GET /events shows it
     * @description Delivered per the Standard Webhooks specification (docs/integration.md): answer 2xx within 10 s; anything else is retried for 3 days; 410 disables the endpoint.
     */
    post: operations['webhook_newline_updated'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  'newline.deleted': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * A newline.deleted event, as GET /events shows it
     * @description Delivered per the Standard Webhooks specification (docs/integration.md): answer 2xx within 10 s; anything else is retried for 3 days; 410 disables the endpoint.
     */
    post: operations['webhook_newline_deleted'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  'product.created': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * A product.created event, as GET /events shows it
     * @description Delivered per the Standard Webhooks specification (docs/integration.md): answer 2xx within 10 s; anything else is retried for 3 days; 410 disables the endpoint.
     */
    post: operations['webhook_product_created'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  'product.updated': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * A product.updated event, as GET /events shows it
     * @description Delivered per the Standard Webhooks specification (docs/integration.md): answer 2xx within 10 s; anything else is retried for 3 days; 410 disables the endpoint.
     */
    post: operations['webhook_product_updated'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  'product.status_changed': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * A product.status_changed event, as GET /events shows it
     * @description Delivered per the Standard Webhooks specification (docs/integration.md): answer 2xx within 10 s; anything else is retried for 3 days; 410 disables the endpoint.
     */
    post: operations['webhook_product_status_changed'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  'product.approved': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * A product.approved event, as GET /events shows it
     * @description Delivered per the Standard Webhooks specification (docs/integration.md): answer 2xx within 10 s; anything else is retried for 3 days; 410 disables the endpoint.
     */
    post: operations['webhook_product_approved'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  'allergens.updated': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * A allergens.updated event, as GET /events shows it
     * @description Delivered per the Standard Webhooks specification (docs/integration.md): answer 2xx within 10 s; anything else is retried for 3 days; 410 disables the endpoint.
     */
    post: operations['webhook_allergens_updated'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  'nutrition.updated': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * A nutrition.updated event, as GET /events shows it
     * @description Delivered per the Standard Webhooks specification (docs/integration.md): answer 2xx within 10 s; anything else is retried for 3 days; 410 disables the endpoint.
     */
    post: operations['webhook_nutrition_updated'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  'audit.created': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * A audit.created event, as GET /events shows it
     * @description Delivered per the Standard Webhooks specification (docs/integration.md): answer 2xx within 10 s; anything else is retried for 3 days; 410 disables the endpoint.
     */
    post: operations['webhook_audit_created'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  'audit.updated': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * A audit.updated event, as GET /events shows it
     * @description Delivered per the Standard Webhooks specification (docs/integration.md): answer 2xx within 10 s; anything else is retried for 3 days; 410 disables the endpoint.
     */
    post: operations['webhook_audit_updated'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  'audit.answer_saved': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * A audit.answer_saved event, as GET /events shows it
     * @description Delivered per the Standard Webhooks specification (docs/integration.md): answer 2xx within 10 s; anything else is retried for 3 days; 410 disables the endpoint.
     */
    post: operations['webhook_audit_answer_saved'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  'audit.completed': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * A audit.completed event, as GET /events shows it
     * @description Delivered per the Standard Webhooks specification (docs/integration.md): answer 2xx within 10 s; anything else is retried for 3 days; 410 disables the endpoint.
     */
    post: operations['webhook_audit_completed'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  'photo.added': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * A photo.added event, as GET /events shows it
     * @description Delivered per the Standard Webhooks specification (docs/integration.md): answer 2xx within 10 s; anything else is retried for 3 days; 410 disables the endpoint.
     */
    post: operations['webhook_photo_added'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  'photo.deleted': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * A photo.deleted event, as GET /events shows it
     * @description Delivered per the Standard Webhooks specification (docs/integration.md): answer 2xx within 10 s; anything else is retried for 3 days; 410 disables the endpoint.
     */
    post: operations['webhook_photo_deleted'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  'photo.updated': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * A photo.updated event, as GET /events shows it
     * @description Delivered per the Standard Webhooks specification (docs/integration.md): answer 2xx within 10 s; anything else is retried for 3 days; 410 disables the endpoint.
     */
    post: operations['webhook_photo_updated'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  'user.created': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * A user.created event, as GET /events shows it
     * @description Delivered per the Standard Webhooks specification (docs/integration.md): answer 2xx within 10 s; anything else is retried for 3 days; 410 disables the endpoint.
     */
    post: operations['webhook_user_created'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  'user.updated': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * A user.updated event, as GET /events shows it
     * @description Delivered per the Standard Webhooks specification (docs/integration.md): answer 2xx within 10 s; anything else is retried for 3 days; 410 disables the endpoint.
     */
    post: operations['webhook_user_updated'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  'user.deactivated': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * A user.deactivated event, as GET /events shows it
     * @description Delivered per the Standard Webhooks specification (docs/integration.md): answer 2xx within 10 s; anything else is retried for 3 days; 410 disables the endpoint.
     */
    post: operations['webhook_user_deactivated'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  'wholesaler.created': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * A wholesaler.created event, as GET /events shows it
     * @description Delivered per the Standard Webhooks specification (docs/integration.md): answer 2xx within 10 s; anything else is retried for 3 days; 410 disables the endpoint.
     */
    post: operations['webhook_wholesaler_created'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  'wholesaler.updated': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * A wholesaler.updated event, as GET /events shows it
     * @description Delivered per the Standard Webhooks specification (docs/integration.md): answer 2xx within 10 s; anything else is retried for 3 days; 410 disables the endpoint.
     */
    post: operations['webhook_wholesaler_updated'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  'wholesaler.deleted': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * A wholesaler.deleted event, as GET /events shows it
     * @description Delivered per the Standard Webhooks specification (docs/integration.md): answer 2xx within 10 s; anything else is retried for 3 days; 410 disables the endpoint.
     */
    post: operations['webhook_wholesaler_deleted'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  'catalogue.linked': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * A catalogue.linked event, as GET /events shows it
     * @description Delivered per the Standard Webhooks specification (docs/integration.md): answer 2xx within 10 s; anything else is retried for 3 days; 410 disables the endpoint.
     */
    post: operations['webhook_catalogue_linked'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  'catalogue.updated': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * A catalogue.updated event, as GET /events shows it
     * @description Delivered per the Standard Webhooks specification (docs/integration.md): answer 2xx within 10 s; anything else is retried for 3 days; 410 disables the endpoint.
     */
    post: operations['webhook_catalogue_updated'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  'catalogue.withdrawn': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * A catalogue.withdrawn event, as GET /events shows it
     * @description Delivered per the Standard Webhooks specification (docs/integration.md): answer 2xx within 10 s; anything else is retried for 3 days; 410 disables the endpoint.
     */
    post: operations['webhook_catalogue_withdrawn'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  'catalogue.stale': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * A catalogue.stale event, as GET /events shows it
     * @description Delivered per the Standard Webhooks specification (docs/integration.md): answer 2xx within 10 s; anything else is retried for 3 days; 410 disables the endpoint.
     */
    post: operations['webhook_catalogue_stale'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  'catalogue.published': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * A catalogue.published event, as GET /events shows it
     * @description Delivered per the Standard Webhooks specification (docs/integration.md): answer 2xx within 10 s; anything else is retried for 3 days; 410 disables the endpoint.
     */
    post: operations['webhook_catalogue_published'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  'catalogue.delivered': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * A catalogue.delivered event, as GET /events shows it
     * @description Delivered per the Standard Webhooks specification (docs/integration.md): answer 2xx within 10 s; anything else is retried for 3 days; 410 disables the endpoint.
     */
    post: operations['webhook_catalogue_delivered'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  'catalogue.delivery_failed': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * A catalogue.delivery_failed event, as GET /events shows it
     * @description Delivered per the Standard Webhooks specification (docs/integration.md): answer 2xx within 10 s; anything else is retried for 3 days; 410 disables the endpoint.
     */
    post: operations['webhook_catalogue_delivery_failed'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  'catalogue.confirmed': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * A catalogue.confirmed event, as GET /events shows it
     * @description Delivered per the Standard Webhooks specification (docs/integration.md): answer 2xx within 10 s; anything else is retried for 3 days; 410 disables the endpoint.
     */
    post: operations['webhook_catalogue_confirmed'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  'catalogue.rejected': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * A catalogue.rejected event, as GET /events shows it
     * @description Delivered per the Standard Webhooks specification (docs/integration.md): answer 2xx within 10 s; anything else is retried for 3 days; 410 disables the endpoint.
     */
    post: operations['webhook_catalogue_rejected'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  'catalogue.hold': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * A catalogue.hold event, as GET /events shows it
     * @description Delivered per the Standard Webhooks specification (docs/integration.md): answer 2xx within 10 s; anything else is retried for 3 days; 410 disables the endpoint.
     */
    post: operations['webhook_catalogue_hold'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  'catalogue.released': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * A catalogue.released event, as GET /events shows it
     * @description Delivered per the Standard Webhooks specification (docs/integration.md): answer 2xx within 10 s; anything else is retried for 3 days; 410 disables the endpoint.
     */
    post: operations['webhook_catalogue_released'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  'certificate.created': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * A certificate.created event, as GET /events shows it
     * @description Delivered per the Standard Webhooks specification (docs/integration.md): answer 2xx within 10 s; anything else is retried for 3 days; 410 disables the endpoint.
     */
    post: operations['webhook_certificate_created'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  'certificate.updated': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * A certificate.updated event, as GET /events shows it
     * @description Delivered per the Standard Webhooks specification (docs/integration.md): answer 2xx within 10 s; anything else is retried for 3 days; 410 disables the endpoint.
     */
    post: operations['webhook_certificate_updated'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  'certificate.deleted': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * A certificate.deleted event, as GET /events shows it
     * @description Delivered per the Standard Webhooks specification (docs/integration.md): answer 2xx within 10 s; anything else is retried for 3 days; 410 disables the endpoint.
     */
    post: operations['webhook_certificate_deleted'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  'certificate.expiring': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * A certificate.expiring event, as GET /events shows it
     * @description Delivered per the Standard Webhooks specification (docs/integration.md): answer 2xx within 10 s; anything else is retried for 3 days; 410 disables the endpoint.
     */
    post: operations['webhook_certificate_expiring'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  'certificate.expired': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * A certificate.expired event, as GET /events shows it
     * @description Delivered per the Standard Webhooks specification (docs/integration.md): answer 2xx within 10 s; anything else is retried for 3 days; 410 disables the endpoint.
     */
    post: operations['webhook_certificate_expired'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  'action.created': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * A action.created event, as GET /events shows it
     * @description Delivered per the Standard Webhooks specification (docs/integration.md): answer 2xx within 10 s; anything else is retried for 3 days; 410 disables the endpoint.
     */
    post: operations['webhook_action_created'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  'action.updated': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * A action.updated event, as GET /events shows it
     * @description Delivered per the Standard Webhooks specification (docs/integration.md): answer 2xx within 10 s; anything else is retried for 3 days; 410 disables the endpoint.
     */
    post: operations['webhook_action_updated'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  'action.status_changed': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * A action.status_changed event, as GET /events shows it
     * @description Delivered per the Standard Webhooks specification (docs/integration.md): answer 2xx within 10 s; anything else is retried for 3 days; 410 disables the endpoint.
     */
    post: operations['webhook_action_status_changed'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  'epcis.captured': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * A epcis.captured event, as GET /events shows it
     * @description Delivered per the Standard Webhooks specification (docs/integration.md): answer 2xx within 10 s; anything else is retried for 3 days; 410 disables the endpoint.
     */
    post: operations['webhook_epcis_captured'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  'incident.opened': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * A incident.opened event, as GET /events shows it
     * @description Delivered per the Standard Webhooks specification (docs/integration.md): answer 2xx within 10 s; anything else is retried for 3 days; 410 disables the endpoint.
     */
    post: operations['webhook_incident_opened'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  'incident.updated': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * A incident.updated event, as GET /events shows it
     * @description Delivered per the Standard Webhooks specification (docs/integration.md): answer 2xx within 10 s; anything else is retried for 3 days; 410 disables the endpoint.
     */
    post: operations['webhook_incident_updated'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  'incident.rescoped': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * A incident.rescoped event, as GET /events shows it
     * @description Delivered per the Standard Webhooks specification (docs/integration.md): answer 2xx within 10 s; anything else is retried for 3 days; 410 disables the endpoint.
     */
    post: operations['webhook_incident_rescoped'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  'incident.status_changed': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * A incident.status_changed event, as GET /events shows it
     * @description Delivered per the Standard Webhooks specification (docs/integration.md): answer 2xx within 10 s; anything else is retried for 3 days; 410 disables the endpoint.
     */
    post: operations['webhook_incident_status_changed'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  'incident.notice_sent': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * A incident.notice_sent event, as GET /events shows it
     * @description Delivered per the Standard Webhooks specification (docs/integration.md): answer 2xx within 10 s; anything else is retried for 3 days; 410 disables the endpoint.
     */
    post: operations['webhook_incident_notice_sent'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  'incident.notice_overdue': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * A incident.notice_overdue event, as GET /events shows it
     * @description Delivered per the Standard Webhooks specification (docs/integration.md): answer 2xx within 10 s; anything else is retried for 3 days; 410 disables the endpoint.
     */
    post: operations['webhook_incident_notice_overdue'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  'incident.escalated': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * A incident.escalated event, as GET /events shows it
     * @description Delivered per the Standard Webhooks specification (docs/integration.md): answer 2xx within 10 s; anything else is retried for 3 days; 410 disables the endpoint.
     */
    post: operations['webhook_incident_escalated'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  'incident.notice_acknowledged': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * A incident.notice_acknowledged event, as GET /events shows it
     * @description Delivered per the Standard Webhooks specification (docs/integration.md): answer 2xx within 10 s; anything else is retried for 3 days; 410 disables the endpoint.
     */
    post: operations['webhook_incident_notice_acknowledged'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  'questionnaire.sent': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * A questionnaire.sent event, as GET /events shows it
     * @description Delivered per the Standard Webhooks specification (docs/integration.md): answer 2xx within 10 s; anything else is retried for 3 days; 410 disables the endpoint.
     */
    post: operations['webhook_questionnaire_sent'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  'questionnaire.submitted': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * A questionnaire.submitted event, as GET /events shows it
     * @description Delivered per the Standard Webhooks specification (docs/integration.md): answer 2xx within 10 s; anything else is retried for 3 days; 410 disables the endpoint.
     */
    post: operations['webhook_questionnaire_submitted'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  'questionnaire.reviewed': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * A questionnaire.reviewed event, as GET /events shows it
     * @description Delivered per the Standard Webhooks specification (docs/integration.md): answer 2xx within 10 s; anything else is retried for 3 days; 410 disables the endpoint.
     */
    post: operations['webhook_questionnaire_reviewed'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  'questionnaire.expiring': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * A questionnaire.expiring event, as GET /events shows it
     * @description Delivered per the Standard Webhooks specification (docs/integration.md): answer 2xx within 10 s; anything else is retried for 3 days; 410 disables the endpoint.
     */
    post: operations['webhook_questionnaire_expiring'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  'questionnaire.expired': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * A questionnaire.expired event, as GET /events shows it
     * @description Delivered per the Standard Webhooks specification (docs/integration.md): answer 2xx within 10 s; anything else is retried for 3 days; 410 disables the endpoint.
     */
    post: operations['webhook_questionnaire_expired'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  'supplier.approval_changed': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * A supplier.approval_changed event, as GET /events shows it
     * @description Delivered per the Standard Webhooks specification (docs/integration.md): answer 2xx within 10 s; anything else is retried for 3 days; 410 disables the endpoint.
     */
    post: operations['webhook_supplier_approval_changed'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  'webhook.test': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * Sent by POST /webhooks/{id}/test
     * @description Delivered per the Standard Webhooks specification (docs/integration.md): answer 2xx within 10 s; anything else is retried for 3 days; 410 disables the endpoint.
     */
    post: operations['webhook_webhook_test'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  'catalogue.publication': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * A specification version published to a wholesaler (docs/catalogues.md): sent to the endpoint named by the wholesaler’s webhookid, whatever its events list; confirm it with POST /publications/{id}/confirm
     * @description Delivered per the Standard Webhooks specification (docs/integration.md): answer 2xx within 10 s; anything else is retried for 3 days; 410 disables the endpoint.
     */
    post: operations['webhook_catalogue_publication'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  'catalogue.item_hold': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * An item held by a recall or withdrawal on its GTIN (`held: true`: it must not be sold), or released when the incident closes (`held: false`), sent to the wholesaler’s webhook (docs/incidents.md)
     * @description Delivered per the Standard Webhooks specification (docs/integration.md): answer 2xx within 10 s; anything else is retried for 3 days; 410 disables the endpoint.
     */
    post: operations['webhook_catalogue_item_hold'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  'incident.notice': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * An incident notice to a wholesaler (docs/incidents.md): sent to the endpoint named by the wholesaler’s webhookid, whatever its events list; a mock recall’s says EXERCISE (`exercise: true`). `ackurl` is the notice’s acknowledgement link (removed from the delivery log once delivered)
     * @description Delivered per the Standard Webhooks specification (docs/integration.md): answer 2xx within 10 s; anything else is retried for 3 days; 410 disables the endpoint.
     */
    post: operations['webhook_incident_notice'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
}
export interface components {
  schemas: {
    /** @description Every failure has this shape */
    Failure: {
      /** @enum {boolean} */
      success: false;
      error: string;
    };
    CorrectiveAction: {
      /** Format: int32 */
      actionid: number;
      /** Format: int32 */
      auditid: number;
      /** Format: int32 */
      itemid: number;
      /**
       * Format: int32
       * @description The audited supplier
       */
      companyid: number;
      /** @description The checklist item */
      question: string;
      /** @description The item’s current answer (fail or flag when the action was raised) */
      result: string;
      description: string;
      /** Format: int32 */
      assignee: number;
      assignee_name: string;
      /** @description YYYY-MM-DD */
      duedate: string;
      /** @enum {string} */
      priority: 'low' | 'medium' | 'high';
      /**
       * @description open → in_progress → done → verified (verified: level 3, with a verificationnote; final)
       * @enum {string}
       */
      status: 'open' | 'in_progress' | 'done' | 'verified';
      /** @description Past its due date (UTC) and neither done nor verified */
      overdue: boolean;
      verificationnote: string | null;
      /** Format: int32 */
      verified_by: number | null;
      /** @description YYYY-MM-DD HH:MM:SS (UTC) */
      verified_at: string | null;
      /** @description Raised by the audit’s completion for a critical fail */
      automatic: boolean;
      /** Format: int32 */
      created_by: number;
      /** @description YYYY-MM-DD HH:MM:SS (UTC) */
      created: string;
      /** @description YYYY-MM-DD HH:MM:SS (UTC) */
      lastupdated: string;
    };
    Audit: {
      /** Format: int32 */
      auditid: number;
      /** Format: int32 */
      companyid: number;
      companyname: string;
      /** @description YYYY-MM-DD */
      auditdate: string;
      /**
       * Format: int32
       * @description 1 In progress, 2 Complete (GET /lookups/audit_statuses)
       */
      statusid: number;
      /** @description null until the audit is completed */
      score_pct: number | null;
      /**
       * @description grey: nothing answered; red: a critical fail or flag; green: all answered, no fail or flag; amber: otherwise
       * @enum {string}
       */
      traffic_light: 'grey' | 'amber' | 'red' | 'green';
      /**
       * Format: int32
       * @description the auditor
       */
      userid: number;
      audit_reason: string | null;
    };
    AuditSection: {
      /** Format: int32 */
      sectionid: number;
      section_name: string;
      icon_class: string;
      /** Format: int32 */
      sort_order: number;
      /** Format: int32 */
      total_items: number;
      /** Format: int32 */
      answered_items: number;
      /**
       * @description grey: nothing answered; red: a critical fail or flag; green: all answered, no fail or flag; amber: otherwise
       * @enum {string}
       */
      traffic_light: 'grey' | 'amber' | 'red' | 'green';
    };
    AuditPhoto: {
      /** Format: int32 */
      docid: number;
      /** @description Public link, usable as an image source without a key */
      url: string;
      /** @description The original file name */
      filename: string;
    };
    AuditItem: {
      /** Format: int32 */
      itemid: number;
      /** Format: int32 */
      sectionid: number;
      question: string;
      guidance: string;
      critical: boolean;
      required: boolean;
      /** Format: int32 */
      sort_order: number;
      answer: {
        /** @enum {string} */
        result: 'pass' | 'fail' | 'flag' | 'na';
        notes: string | null;
        /** Format: int32 */
        userid: number;
        /** @description YYYY-MM-DD HH:MM:SS (UTC) */
        answered_at: string;
      } | null;
      photos: components['schemas']['AuditPhoto'][];
    };
    ApprovalRule: {
      /**
       * @description The rule’s name
       * @enum {string}
       */
      rule:
        'active' | 'critical_actions' | 'audit_floor' | 'questionnaire' | 'questionnaire_score' | 'evidence';
      /**
       * @description pending, approved, conditional, suspended or delisted
       * @enum {string}
       */
      effect: 'pending' | 'approved' | 'conditional' | 'suspended' | 'delisted';
      /** @description false: the rule does not concern this supplier (it passes) */
      applies: boolean;
      passed: boolean;
      /** @description What the rule read */
      input: {
        [key: string]: unknown;
      };
    };
    SupplierApproval: {
      /** Format: int32 */
      supplierid: number;
      /**
       * @description The effective status: the override when there is one, else the computed one
       * @enum {string}
       */
      approvalstatus: 'pending' | 'approved' | 'conditional' | 'suspended' | 'delisted';
      /**
       * @description pending, approved, conditional, suspended or delisted
       * @enum {string}
       */
      computed: 'pending' | 'approved' | 'conditional' | 'suspended' | 'delisted';
      /** @description Why the computed status is not approved: the failed rules */
      reasons: string[];
      /**
       * @description pending, approved, conditional, suspended or delisted
       * @enum {string|null}
       */
      override: 'pending' | 'approved' | 'conditional' | 'suspended' | 'delisted' | null;
      override_reason: string | null;
      /**
       * Format: int32
       * @description The userid who set the override
       */
      override_by: number | null;
      /** @description YYYY-MM-DD HH:MM:SS (UTC) */
      override_at: string | null;
      /** @description YYYY-MM-DD HH:MM:SS (UTC) */
      changed_at: string;
      /**
       * Format: date
       * @description The day the date rules were read for
       */
      asof: string;
      rules: components['schemas']['ApprovalRule'][];
    };
    ApprovalRules: {
      /**
       * @description Moving a spec of a supplier neither approved nor conditional to Approved: off, warn, block
       * @enum {string}
       */
      specguard: 'off' | 'warn' | 'block';
      /** @description The accepted questionnaire’s lowest score for approval */
      questionnaireminscore: number;
      /**
       * @description The risk level from which a GFSI certificate or a recent audit is needed
       * @enum {string}
       */
      evidencerisk: 'low' | 'medium' | 'high';
      /**
       * @description The risk level a supplier without one is treated as
       * @enum {string}
       */
      unassessedrisk: 'low' | 'medium' | 'high';
      /**
       * Format: int32
       * @description How recent an audit counts as evidence
       */
      auditmonths: number;
      /** @description The score an audit needs to count as evidence */
      auditminscore: number;
      /** @description A last completed audit under this score suspends */
      suspendauditscore: number;
      /** @description Standards (GET /lookups/standards) whose certificates count: the GFSI-benchmarked ones */
      gfsistandards: number[];
      /** @description Certificate grades that do not count (compared in capitals) */
      excludedgrades: string[];
      /**
       * Format: date
       * @description The day of the last pass
       */
      asof: string | null;
      /** Format: int32 */
      updated_by: number | null;
      /** @description YYYY-MM-DD HH:MM:SS (UTC) */
      updated_at: string | null;
    };
    /** @description At least 10 characters, not the email address; stored as an argon2id hash */
    NewPassword: string;
    User: {
      /** Format: int32 */
      userid: number;
      /** Format: int32 */
      companyid: number;
      /** Format: int32 */
      departmentid: number;
      emailaddress: string;
      /** Format: int32 */
      accesslevelid: number;
      firstname: string;
      lastname: string;
      jobtitle: string | null;
      landlineno: string | null;
      mobileno: string | null;
      comments: string | null;
      /** Format: int32 */
      logincount: number;
      /** @description YYYY-MM-DD HH:MM:SS (UTC) */
      lastloggedin: string | null;
      /** @description YYYY-MM-DD HH:MM:SS (UTC) */
      lastupdated: string;
      /** @description YYYY-MM-DD HH:MM:SS (UTC) */
      created: string;
      /**
       * Format: int32
       * @description 1 active, 0 deactivated
       */
      active: number;
    };
    UserInput: {
      /** Format: email */
      emailaddress: string;
      password: components['schemas']['NewPassword'];
      firstname: string;
      lastname: string;
      landlineno: string | null;
      mobileno: string | null;
      /** Format: int32 */
      companyid: number;
      jobtitle: string | null;
      /**
       * Format: int32
       * @description An id of GET /lookups/access_levels
       */
      accesslevelid: number;
      /**
       * Format: int32
       * @description An id of GET /lookups/departments
       */
      departmentid: number;
      comments?: string | null;
    };
    Session: {
      /** @description A JWT: send it as `Authorization: Bearer <token>` or in `X-API-Key` */
      token: string;
      /** @constant */
      token_type: 'Bearer';
      /** @description ISO 8601, UTC */
      expires_at: string;
      /** @description Signed in with a temporary password: only changePassword and logout until it is changed */
      password_change_required: boolean;
      user: components['schemas']['User'];
    };
    Me: {
      user: components['schemas']['User'];
      /**
       * Format: int32
       * @description 1 Basic, 2 Editor, 3 Manager, 4 Admin
       */
      level: number;
      /** @enum {string} */
      scope: 'organisation' | 'supplier';
      /**
       * Format: int32
       * @description The caller’s company; the supplier scope sees only this one
       */
      companyid: number;
      /** @enum {string} */
      via: 'key' | 'token';
    };
    Event: {
      /** @description evt_<seq>: the same wherever the event is delivered */
      id: string;
      /**
       * Format: int64
       * @description Increasing in the order events become visible; never reused
       */
      seq: number;
      type: string;
      /** @description When the change was made: UTC, ISO 8601 with milliseconds */
      occurred_at: string;
      entity: string;
      /** Format: int32 */
      entityid: number;
      /** @description The supplier the record belongs to */
      companyid: number | null;
      /** @description Thin: ids, part, changed_fields, and from/to for status changes; fetch the record for the rest */
      data: {
        [key: string]: unknown;
      };
    };
    BulkRowProblem: {
      /** @description The columns the problem is about, as named in the CSV template (the JSON field names); empty for the row as a whole */
      fields: string[];
      message: string;
    };
    Newline: {
      /** Format: int32 */
      newlineid: number;
      /**
       * Format: int32
       * @description The product spec created with it
       */
      psid: number | null;
      /** Format: int32 */
      companyid: number;
      productname: string;
      productcode: string;
      description: string | null;
      /** Format: int32 */
      producttype: number | null;
      /** Format: int32 */
      category: number | null;
      /** Format: int32 */
      alcoholic: number;
      /** Format: int32 */
      cannedfish: number;
      /** Format: int32 */
      cbd: number;
      /** Format: int32 */
      chocolate: number;
      /** Format: int32 */
      coffee: number;
      /** Format: int32 */
      curedmeats: number;
      /** Format: int32 */
      freshfish: number;
      /** Format: int32 */
      freshfruit: number;
      /** Format: int32 */
      freshmeat: number;
      /** Format: int32 */
      honey: number;
      /** Format: int32 */
      jam: number;
      /** Format: int32 */
      oliveoil: number;
      /** Format: int32 */
      smokedfish: number;
      /** Format: int32 */
      supplements: number;
      /** Format: int32 */
      cheese: number;
      /** Format: int32 */
      fish: number;
      /** Format: int32 */
      mcs: number | null;
      /** Format: int32 */
      buyer: number | null;
      buyercomments: string | null;
      /** @description YYYY-MM-DD HH:MM:SS (UTC) */
      lastupdated: string;
      /** @description YYYY-MM-DD HH:MM:SS (UTC) */
      created: string;
      /**
       * Format: int32
       * @description 1 active, 0 deleted
       */
      isactive: number;
    };
    NewlineInput: {
      /**
       * Format: int32
       * @description The supplier (company) id
       */
      companyid: number;
      /**
       * Format: int32
       * @description A site of that company
       */
      siteid: number;
      productname: string;
      productcode: string;
      description?: string | null;
      /**
       * Format: int32
       * @description An id of GET /lookups/product_types
       */
      producttype?: number | null;
      /**
       * Format: int32
       * @description An id of GET /lookups/categories
       */
      category?: number | null;
      /** Format: int32 */
      alcoholic?: number;
      /** Format: int32 */
      cannedfish?: number;
      /** Format: int32 */
      cbd?: number;
      /** Format: int32 */
      chocolate?: number;
      /** Format: int32 */
      coffee?: number;
      /** Format: int32 */
      curedmeats?: number;
      /** Format: int32 */
      freshfish?: number;
      /** Format: int32 */
      freshfruit?: number;
      /** Format: int32 */
      freshmeat?: number;
      /** Format: int32 */
      honey?: number;
      /** Format: int32 */
      jam?: number;
      /** Format: int32 */
      oliveoil?: number;
      /** Format: int32 */
      smokedfish?: number;
      /** Format: int32 */
      supplements?: number;
      /** Format: int32 */
      cheese?: number;
      /** Format: int32 */
      fish?: number;
      /** Format: int32 */
      mcs?: number | null;
      /**
       * Format: int32
       * @description A user id
       */
      buyer?: number | null;
      buyercomments?: string | null;
    };
    NewlineWithCompany: {
      /** Format: int32 */
      newlineid: number;
      /**
       * Format: int32
       * @description The product spec created with it
       */
      psid: number | null;
      /** Format: int32 */
      companyid: number;
      productname: string;
      productcode: string;
      description: string | null;
      /** Format: int32 */
      category: number | null;
      /** Format: int32 */
      alcoholic: number;
      /** Format: int32 */
      cannedfish: number;
      /** Format: int32 */
      cbd: number;
      /** Format: int32 */
      chocolate: number;
      /** Format: int32 */
      coffee: number;
      /** Format: int32 */
      curedmeats: number;
      /** Format: int32 */
      freshfish: number;
      /** Format: int32 */
      freshfruit: number;
      /** Format: int32 */
      freshmeat: number;
      /** Format: int32 */
      honey: number;
      /** Format: int32 */
      jam: number;
      /** Format: int32 */
      oliveoil: number;
      /** Format: int32 */
      smokedfish: number;
      /** Format: int32 */
      supplements: number;
      /** Format: int32 */
      cheese: number;
      /** Format: int32 */
      fish: number;
      /** Format: int32 */
      mcs: number | null;
      /** Format: int32 */
      buyer: number | null;
      buyercomments: string | null;
      /** @description YYYY-MM-DD HH:MM:SS (UTC) */
      lastupdated: string;
      /** @description YYYY-MM-DD HH:MM:SS (UTC) */
      created: string;
      /**
       * Format: int32
       * @description 1 active, 0 deleted
       */
      isactive: number;
      /** @description The product type id, as text */
      producttype: string | null;
      companyname: string;
      technicaluser: string | null;
    };
    NewlineSummary: {
      /** Format: int32 */
      newlineid: number;
      companyname: string;
      technicaluser: string | null;
      /** Format: int32 */
      companyid: number;
      /** Format: int32 */
      buyer: number | null;
      /** Format: int32 */
      mcs: number | null;
      /** Format: int32 */
      active: number;
      /** @description YYYY-MM-DD HH:MM:SS (UTC) */
      created: string;
      /** @description YYYY-MM-DD HH:MM:SS (UTC) */
      lastupdated: string;
    };
    NewlineBulkResult: {
      /**
       * Format: int32
       * @description Position in the request, from 1
       */
      row: number;
      productname: string | null;
      /** @enum {string} */
      status: 'success' | 'error';
      /** Format: int32 */
      newlineid?: number;
      /** Format: int32 */
      psid?: number;
      message?: string;
      /** @description On a failed row: every problem found in one pass, the first being `message`, the others in the columns' order */
      problems?: components['schemas']['BulkRowProblem'][];
    };
    Product: {
      /** Format: int32 */
      psid: number;
      productname: string;
      /** Format: int32 */
      category: number | null;
      brand: string | null;
      model: string | null;
      sku: string | null;
      description: string | null;
      price: number | null;
      currency: string | null;
      instock: boolean | null;
      /** Format: int32 */
      stocklevel: number | null;
      /** @description The spec’s weight when it is a plain number, else null */
      weight: number | null;
      dimensions: string | null;
      /** @description YYYY-MM-DD HH:MM:SS (UTC) */
      created: string;
      /** @description YYYY-MM-DD HH:MM:SS (UTC) */
      lastupdated: string;
      /** Format: int32 */
      active: number;
    };
    HistoryEntry: {
      /** Format: int64 */
      historyid: number;
      entity: string;
      /** Format: int32 */
      entityid: number;
      /** @enum {string} */
      action: 'create' | 'update' | 'delete' | 'restore' | 'status_change';
      /** @description What inside the entity changed: spec, allergens, nutrition, site, saq, answer… */
      part: string;
      /** @description siteid, itemid of an answer, docid of a photo */
      partid: number | null;
      changes: {
        field: string;
        /** @description As the read endpoints show it; "[redacted]" for secrets */
        old: unknown;
        /** @description As the read endpoints show it; "[redacted]" for secrets */
        new: unknown;
      }[];
      /** @description null: the system itself */
      userid: number | null;
      /** @description key:<id> or token; null for the system */
      via: string | null;
      /** @description UTC, ISO 8601 with milliseconds */
      at: string;
      requestid: string | null;
      /** @description The request’s X-Change-Reason header */
      reason: string | null;
    };
    CatalogueItem: {
      /** Format: int32 */
      itemid: number;
      /** Format: int32 */
      wholesalerid: number;
      wholesalername: string;
      /** @description The wholesaler’s GLN */
      gln: string;
      /** Format: int32 */
      psid: number;
      productname: string;
      /** @description 14 digits */
      gtin: string;
      /** Format: int32 */
      targetmarket: number;
      itemcode: string | null;
      autopublish: boolean;
      /**
       * Format: int32
       * @description 0 once withdrawn
       */
      active: number;
      /**
       * Format: int32
       * @description The spec version last published to it (ADD or CHANGE)
       */
      publishedversion: number | null;
      /**
       * Format: int32
       * @description The spec’s latest approved version
       */
      latestversion: number | null;
      /** @description Active, and not published the latest approved version */
      stale: boolean;
      /** @description The state of its last publication; null before the first */
      status: string | null;
      /** @description Held by an open recall or withdrawal on its GTIN: must not be sold (docs/incidents.md) */
      onhold: boolean;
      /** @description YYYY-MM-DD HH:MM:SS (UTC) */
      lastconfirmedat: string | null;
      /** @description YYYY-MM-DD HH:MM:SS (UTC) */
      created: string;
      /** @description YYYY-MM-DD HH:MM:SS (UTC) */
      lastupdated: string;
    };
    Publication: {
      /** Format: int32 */
      publicationid: number;
      /** Format: int32 */
      itemid: number;
      /**
       * Format: int32
       * @description The spec version published (a DELETE: the one last published)
       */
      versionno: number;
      /** @enum {string} */
      command: 'ADD' | 'CHANGE' | 'DELETE';
      /** @description pending, delivered, failed (its delivery), ACCEPTED, REVIEW, SYNCHRONISED, REJECTED */
      status: string;
      /** @description The version in GS1-aligned JSON (docs/catalogues.md); a DELETE identifies the item only */
      payload: {
        [key: string]: unknown;
      };
      /**
       * Format: int32
       * @description The webhook delivery carrying it; null when the wholesaler has no webhook
       */
      deliveryid: number | null;
      message: string | null;
      /** @description YYYY-MM-DD HH:MM:SS (UTC) */
      confirmedat: string | null;
      /** Format: int32 */
      confirmedby: number | null;
      /** @description YYYY-MM-DD HH:MM:SS (UTC) */
      created: string;
      /** @description YYYY-MM-DD HH:MM:SS (UTC) */
      lastupdated: string;
    };
    Wholesaler: {
      /** Format: int32 */
      wholesalerid: number;
      name: string;
      gln: string;
      contactemail: string;
      /** Format: int32 */
      webhookid: number | null;
      /** Format: int32 */
      active: number;
      /**
       * Format: int32
       * @description Active catalogue items
       */
      items: number;
      /** @description YYYY-MM-DD HH:MM:SS (UTC) */
      created: string;
      /** @description YYYY-MM-DD HH:MM:SS (UTC) */
      lastupdated: string;
    };
    Accreditation: {
      /** Format: int32 */
      accreditationid: number;
      /** @description The standard’s name */
      standard: string;
      certificatenumber: string | null;
      grade: string | null;
      /** @description YYYY-MM-DD */
      expirydate: string | null;
      /** Format: int32 */
      supplierid: number;
      /**
       * Format: int32
       * @description An id of GET /lookups/standards (null only for a row recorded before the lookup)
       */
      standardid: number | null;
      certifyingbody: string | null;
      /** @description YYYY-MM-DD */
      issuedate: string | null;
      /** Format: int32 */
      siteid: number | null;
      scope: string | null;
      /**
       * @description expired from the expiry date on, expiring within 90 days of it, else valid
       * @enum {string|null}
       */
      status: 'valid' | 'expiring' | 'expired' | null;
      /**
       * Format: int32
       * @description Days from today to the expiry date; 0 or less: expired
       */
      days_to_expiry: number | null;
      /** @description Thresholds reminded so far (90, 60, 30 days before; 0 on the day), latest last */
      reminders_sent: number[];
      document: {
        /** @description GET it with a key: the PDF */
        url: string;
        filename: string;
        /**
         * Format: int32
         * @description Bytes
         */
        size: number;
      } | null;
      /** @description YYYY-MM-DD HH:MM:SS (UTC) */
      created: string;
      /** @description YYYY-MM-DD HH:MM:SS (UTC) */
      lastupdated: string;
    };
    ExpiringCertificate: {
      /** Format: int32 */
      supplierid: number;
      vendorcode: string | null;
      companyname: string;
      /** Format: int32 */
      accreditationid: number;
      /** Format: int32 */
      standardid: number | null;
      standard: string;
      certificatenumber: string | null;
      certifyingbody: string | null;
      grade: string | null;
      /** Format: int32 */
      siteid: number | null;
      sitename: string | null;
      /** @description YYYY-MM-DD */
      issuedate: string | null;
      /** @description YYYY-MM-DD */
      expirydate: string;
      /**
       * Format: int32
       * @description 0 or less: expired
       */
      days_to_expiry: number;
      /** @enum {string} */
      status: 'valid' | 'expiring' | 'expired';
      /**
       * Format: int32
       * @description The latest reminder sent: 90, 60, 30 (days before) or 0 (expired); null: none yet
       */
      last_reminder: number | null;
      has_document: boolean;
    };
    Allergens: {
      /** Format: int32 */
      psid: number;
      /** @enum {string} */
      shellfish: 'No' | 'Yes' | 'May';
      /** @enum {string} */
      molluscs: 'No' | 'Yes' | 'May';
      /** @enum {string} */
      peanuts: 'No' | 'Yes' | 'May';
      /** @enum {string} */
      sulphurdioxide: 'No' | 'Yes' | 'May';
      /** @enum {string} */
      eggs: 'No' | 'Yes' | 'May';
      /** @enum {string} */
      nuts: 'No' | 'Yes' | 'May';
      /** @enum {string} */
      almonds: 'No' | 'Yes' | 'May';
      /** @enum {string} */
      hazelnuts: 'No' | 'Yes' | 'May';
      /** @enum {string} */
      walnuts: 'No' | 'Yes' | 'May';
      /** @enum {string} */
      cashews: 'No' | 'Yes' | 'May';
      /** @enum {string} */
      pecans: 'No' | 'Yes' | 'May';
      /** @enum {string} */
      pistachio: 'No' | 'Yes' | 'May';
      /** @enum {string} */
      brazil: 'No' | 'Yes' | 'May';
      /** @enum {string} */
      macadamia: 'No' | 'Yes' | 'May';
      /** @enum {string} */
      queensland: 'No' | 'Yes' | 'May';
      /** @enum {string} */
      fish: 'No' | 'Yes' | 'May';
      /** @enum {string} */
      sesame: 'No' | 'Yes' | 'May';
      /** @enum {string} */
      celery: 'No' | 'Yes' | 'May';
      /** @enum {string} */
      gluten: 'No' | 'Yes' | 'May';
      /** @enum {string} */
      wheat: 'No' | 'Yes' | 'May';
      /** @enum {string} */
      oats: 'No' | 'Yes' | 'May';
      /** @enum {string} */
      rye: 'No' | 'Yes' | 'May';
      /** @enum {string} */
      spelt: 'No' | 'Yes' | 'May';
      /** @enum {string} */
      kamut: 'No' | 'Yes' | 'May';
      /** @enum {string} */
      barley: 'No' | 'Yes' | 'May';
      /** @enum {string} */
      soya: 'No' | 'Yes' | 'May';
      /** @enum {string} */
      mustard: 'No' | 'Yes' | 'May';
      /** @enum {string} */
      lactose: 'No' | 'Yes' | 'May';
      /** @enum {string} */
      lupin: 'No' | 'Yes' | 'May';
      /** @enum {string} */
      milk: 'No' | 'Yes' | 'May';
      productname: string;
      productcode: string;
      statuslevel: string;
      companyname: string;
    };
    ProductListItem: {
      /** Format: int32 */
      psid: number;
      /** Format: int32 */
      newlineid: number;
      productname: string;
      productcode: string;
      /** Format: int32 */
      companyid: number;
      companyname: string;
      /** Format: int32 */
      statusid: number;
      statuslevel: string;
      /** Format: int32 */
      version: number;
      /** Format: int32 */
      category: number | null;
      /** Format: int32 */
      active: number;
      /** @description YYYY-MM-DD HH:MM:SS (UTC) */
      created: string;
      /** @description YYYY-MM-DD HH:MM:SS (UTC) */
      lastupdated: string;
    };
    Nutrition: {
      /** Format: int32 */
      psid: number;
      /** Format: int32 */
      statusid: number;
      portionsize: number | null;
      /** @description Exactly 4 decimals */
      kj100gcontains: string | null;
      /** @description Exactly 4 decimals */
      kjperportion: string | null;
      /** @description Exactly 4 decimals */
      kcal100gcontains: string | null;
      /** @description Exactly 4 decimals */
      kcalperportion: string | null;
      /** @description Exactly 4 decimals */
      fat100gcontains: string | null;
      /** @description Exactly 4 decimals */
      fatperportion: string | null;
      /** @description Exactly 4 decimals */
      saturates100gcontains: string | null;
      /** @description Exactly 4 decimals */
      saturatesperportion: string | null;
      /** @description Exactly 4 decimals */
      carbs100gcontains: string | null;
      /** @description Exactly 4 decimals */
      carbsperportion: string | null;
      /** @description Exactly 4 decimals */
      sugar100gcontains: string | null;
      /** @description Exactly 4 decimals */
      sugarperportion: string | null;
      /** @description Exactly 4 decimals */
      fibre100gcontains: string | null;
      /** @description Exactly 4 decimals */
      fibreperportion: string | null;
      /** @description Exactly 4 decimals */
      protein100gcontains: string | null;
      /** @description Exactly 4 decimals */
      proteinperportion: string | null;
      /** @description Exactly 4 decimals */
      water100gcontains: string | null;
      /** @description Exactly 4 decimals */
      waterperportion: string | null;
      /** @description Exactly 4 decimals */
      sodium100gcontains: string | null;
      /** @description Exactly 4 decimals */
      sodiumperportion: string | null;
      /** @description Sodium × 2.5, rounded half up to exactly 4 decimals; null when sodium is not recorded */
      salt100gcontains: string | null;
      /** @description Sodium × 2.5, rounded half up to exactly 4 decimals; null when sodium is not recorded */
      saltperportion: string | null;
      productname: string;
      productcode: string;
      /** @description YYYY-MM-DD HH:MM:SS (UTC) */
      copysupplierdeclarationdate: string | null;
      /** @description YYYY-MM-DD HH:MM:SS (UTC) */
      copytechnicalsignoffdate: string | null;
      statuslevel: string;
      companyname: string;
      /** @description Plain sentences for figures that cannot all be true (energy, sugars, saturates, composition); never blocks a save */
      warnings: string[];
    };
    ProductVersion: {
      /** Format: int32 */
      versionno: number;
      /** @description YYYY-MM-DD HH:MM:SS (UTC) */
      approved_at: string;
      /**
       * Format: int32
       * @description The userid that approved it
       */
      approved_by: number | null;
      /** @description The spec row as updateProduct answers it, when it was approved */
      spec: {
        [key: string]: unknown;
      };
      /** @description The allergens as getAllergens answers them, when it was approved */
      allergens: {
        [key: string]: unknown;
      };
      /** @description The nutrition record as getNutritionalInfo answers it, when it was approved */
      nutrition: {
        [key: string]: unknown;
      };
    };
    SiteCreate: {
      /**
       * Format: int32
       * @description The company whose site it is: 1 (the organisation, the default) or a supplier. The supplier scope sends none: its sites are its own company’s.
       * @example 1
       */
      companyid?: number;
      /**
       * @description dc (distribution centre), store, office: the organisation's own places; site: a supplier's (plant, depot, farm)
       * @enum {string}
       */
      sitetype?: 'dc' | 'store' | 'office' | 'site';
      sitename: string;
      address1: string;
      address2?: string | null;
      address3?: string | null;
      city: string;
      postcode: string;
      /**
       * Format: int32
       * @description An id of GET /lookups/countries
       */
      countryid: number;
      /**
       * @description Global Location Number: 13 digits with a valid GS1 check digit; null clears it
       * @example 5012345000022
       */
      gln?: string | null;
      /**
       * Format: email
       * @description Who is told when an incident reaches the site; null clears it
       */
      contactemail?: string | null;
    };
    SiteRecord: {
      /** Format: int32 */
      siteid: number;
      /** Format: int32 */
      companyid: number;
      companyname: string;
      sitename: string;
      address1: string | null;
      address2: string | null;
      address3: string | null;
      city: string | null;
      postcode: string | null;
      /** Format: int32 */
      countryid: number | null;
      /** @description 13 digits */
      gln: string | null;
      /**
       * @description dc (distribution centre), store, office: the organisation's own places; site: a supplier's (plant, depot, farm)
       * @enum {string}
       */
      sitetype: 'dc' | 'store' | 'office' | 'site';
      contactemail: string | null;
      is_default: boolean;
      /** Format: int32 */
      active: number;
      /** @description YYYY-MM-DD HH:MM:SS (UTC) */
      created: string;
      /** @description YYYY-MM-DD HH:MM:SS (UTC) */
      lastupdated: string;
    };
    /** @description A capture job, as the EPCIS 2.0 REST binding describes it (GET /capture/{captureID}) */
    CaptureJob: {
      /** @description The capture’s ID */
      captureID: string;
      /** Format: date-time */
      createdAt: string;
      /** Format: date-time */
      finishedAt: string;
      /** @description Always false: a document is captured before the answer is sent */
      running: boolean;
      /** @description Always true: a refused document is answered 400, 403 or 413 and leaves nothing */
      success: boolean;
      /**
       * @description A document is captured whole or not at all
       * @constant
       */
      captureErrorBehaviour: 'rollback';
      /**
       * @description Always empty: a capture either stores its document or is refused
       * @example []
       */
      errors: {
        [key: string]: unknown;
      }[];
      /**
       * Format: int32
       * @description Events in the document
       */
      eventCount: number;
      /**
       * Format: int32
       * @description Of which new: an event already captured (same eventID, or same event hash) is skipped
       */
      storedCount: number;
    };
    ShipmentCsvResult: {
      /**
       * Format: int32
       * @description The data row, from 1 (the header is not counted)
       */
      row: number;
      /** @description The row’s lot as sent */
      lot: string | null;
      /** @enum {string} */
      status: 'success' | 'error';
      /** @description The shipping event’s ID: its CBV 2.0 event hash (ni:///sha-256;…) */
      eventID?: string;
      /** @description The capture that took the row */
      captureID?: string;
      message?: string;
      /** @description On a failed row: every problem found in one pass, the first being `message`, the others in the columns' order */
      problems?: components['schemas']['BulkRowProblem'][];
    };
    /** @description A lot, serial or pallet of the trace, or a place it was at */
    TraceNode: {
      /** @description Canonical identifier: a GS1 Digital Link on id.gs1.org (or the identifier as captured) */
      id: string;
      /**
       * @description Objects: `lot`, `serial`, `container` (SSCC), `other`. Places: `location` (a GLN, with its extension), `party`
       * @enum {string}
       */
      type: 'lot' | 'serial' | 'container' | 'other' | 'location' | 'party';
      /**
       * Format: int32
       * @description Object generations from the root (0: the root); a place takes the smallest of the objects it saw
       */
      level: number;
      /** @description GTIN-14 of a lot or serial */
      gtin?: string;
      /** @description The lot (batch) number */
      lot?: string;
      /** @description The serial number */
      serial?: string;
      /** @description The SSCC of a logistic unit (a pallet) */
      sscc?: string;
      /**
       * Format: int32
       * @description Our specification with this GTIN
       */
      psid?: number;
      /** @description Its product name */
      productname?: string;
      /**
       * Format: int32
       * @description Object: its supplier: the company of the supplier’s site it was made at, else of the one it first came from, else the specification’s. Place: the site’s company (1: the organisation)
       */
      companyid?: number;
      /** @description The object’s supplier (as companyid) */
      suppliername?: string;
      /** @description Wholesalers whose active catalogue items list its GTIN (not told to the supplier scope) */
      wholesalerids?: number[];
      /** @description Best before date, as an event said it (ilmd or cbvmda:bestBeforeDate) */
      bestbefore?: string;
      /** @description A place’s GLN (null: not a GS1 location) */
      gln?: string | null;
      /** @description A place’s name: our site’s, a wholesaler’s, else its GLN */
      name?: string;
      /**
       * Format: int32
       * @description Our site with this GLN
       */
      siteid?: number;
      /** @description The site’s type: dc, store, office, site */
      sitetype?: string;
      /**
       * Format: int32
       * @description The wholesaler with this GLN
       */
      wholesalerid?: number;
    };
    /** @description One event moving one object, product flowing from → to: ship (place → destination), receive (source → place), transform (input → output), aggregate (object → pallet), disaggregate (pallet → object), observe (place → object made there, else object → place) */
    TraceEdge: {
      /** @description The event (GET /epcis/events/{eventID}) */
      eventID: string;
      /** @enum {string} */
      kind: 'ship' | 'receive' | 'transform' | 'aggregate' | 'disaggregate' | 'observe';
      /** @description Node the product flowed from (null: the event does not say) */
      from: string | null;
      /** @description Node it flowed to (null: the event does not say) */
      to: string | null;
      /** @description The object moved */
      epc: string;
      /** @description The event’s eventTime (ISO 8601, UTC) */
      time: string;
      /** @description Its quantity in the event (a serial: 1) */
      quantity: number | null;
      /** @description Unit of measure (UN/ECE rec. 20), null for a count */
      uom: string | null;
      /** @description CBV business step, as a GS1 Web URI */
      bizStep: string | null;
      /** @description The event’s bizLocation node */
      location: string | null;
    };
    TraceGraph: {
      /** @description The root node’s id */
      root: string;
      /** @enum {string} */
      direction: 'forward' | 'backward';
      nodes: components['schemas']['TraceNode'][];
      edges: components['schemas']['TraceEdge'][];
      /** @description What a recall of the traced objects reaches: their specifications, the suppliers (of those specs and of the sites reached), our and suppliers’ sites reached, and the wholesalers reached or listing a traced GTIN */
      affected: {
        specs: {
          /** Format: int32 */
          psid: number;
          productname: string;
          gtin: string;
          /** Format: int32 */
          companyid: number;
        }[];
        suppliers: {
          /** Format: int32 */
          companyid: number;
          name: string;
        }[];
        sites: {
          /** Format: int32 */
          siteid: number;
          gln: string;
          name: string;
          /** Format: int32 */
          companyid: number;
          sitetype: string;
        }[];
        wholesalers: {
          /** Format: int32 */
          wholesalerid: number;
          name: string;
          gln: string;
        }[];
      };
      /** @description The trace stopped at its size limit (20,000 events or 5,000 objects): narrow it with from/to/depth */
      truncated: boolean;
    };
    LotSummary: {
      lot: components['schemas']['TraceNode'];
      product: {
        /** Format: int32 */
        psid: number;
        productname: string;
        gtin: string;
      } | null;
      supplier: {
        /** Format: int32 */
        companyid: number;
        name: string;
      } | null;
      /** @description Where it was made, or first received */
      origin: components['schemas']['TraceNode'] | null;
      /** @description Commissioned or made by a transformation */
      made: {
        quantity: number;
        /** @description Unit of measure */
        uom: string | null;
      } | null;
      received: {
        at: components['schemas']['TraceNode'];
        quantity: number;
        /** @description Unit of measure */
        uom: string | null;
      }[];
      shipped: {
        to: components['schemas']['TraceNode'] | null;
        quantity: number;
        /** @description Unit of measure */
        uom: string | null;
      }[];
      /** @description As the events say: made + received − shipped − destroyed − used in a transformation, per place and unit */
      onhand: {
        at: components['schemas']['TraceNode'];
        quantity: number;
        /** @description Unit of measure */
        uom: string | null;
      }[];
      first: {
        eventID: string;
        /** @description eventTime (ISO 8601, UTC) */
        time: string;
        /** @description CBV business step, as a GS1 Web URI */
        bizStep: string | null;
        /** @description The place’s node id (bizLocation, else readPoint) */
        at: string | null;
      } | null;
      last: {
        eventID: string;
        /** @description eventTime (ISO 8601, UTC) */
        time: string;
        /** @description CBV business step, as a GS1 Web URI */
        bizStep: string | null;
        /** @description The place’s node id (bizLocation, else readPoint) */
        at: string | null;
      } | null;
      /**
       * Format: int32
       * @description Events naming the lot itself
       */
      eventcount: number;
    };
    IncidentParty: {
      /** Format: int32 */
      partyid: number;
      /** @enum {string} */
      kind: 'wholesaler' | 'site' | 'supplier';
      /**
       * Format: int32
       * @description Its wholesalerid, siteid or companyid
       */
      refid: number;
      /** Format: int32 */
      companyid: number | null;
      name: string;
      /** @description Its contact: null when none is on record (no email can be sent) */
      email: string | null;
      received: number | null;
      uom: string | null;
      /** @description false: a rescope no longer reaches it */
      inscope: boolean;
      notice: {
        /** Format: int32 */
        noticeid: number;
        /**
         * Format: int32
         * @description How many times it was sent (2: sent again, overdue)
         */
        sends: number;
        sent_at: string;
        resent_at: string | null;
        due_at: string;
        /** @description When the webhook delivery succeeded or the email was accepted */
        delivered_at: string | null;
        /** @description Its webhook delivery’s status (a wholesaler with a webhook) */
        webhook: string | null;
        /** @description Its email’s status: pending, sending, sent, cancelled */
        email: string | null;
        acknowledged_at: string | null;
        overdue: boolean;
        escalated_at: string | null;
      } | null;
      report: {
        onhand: number;
        sold: number;
        destroyed: number;
        returned: number;
        note: string;
        reported_at: string;
      } | null;
      /**
       * Format: int32
       * @description How many reports it made (the last counts)
       */
      reports: number;
      /** @description onhand + sold + destroyed + returned of its last report */
      reported: number | null;
      accounted_pct: number | null;
      /** @description Received a quantity and has not accounted for all of it */
      short: boolean;
    };
    Incident: {
      /** Format: int32 */
      incidentid: number;
      /** @enum {string} */
      kind: 'recall' | 'withdrawal' | 'mock';
      /** @description A mock recall: every notice says EXERCISE */
      exercise: boolean;
      title: string;
      /** @enum {string} */
      hazard: 'allergen' | 'microbiological' | 'foreign_body' | 'chemical' | 'labelling' | 'other';
      description: string;
      /** Format: int32 */
      severity: number;
      /** @description What the incident concerns: lots, or GTINs and a site narrowed by time; at least lots or gtins */
      scope: {
        /** @description Lots to trace forward from */
        lots?: string[];
        /** @description Every lot of these GTINs seen in the events (within from/to and at siteid when given) */
        gtins?: string[];
        /**
         * Format: int32
         * @description Only lots made or received at this site
         */
        siteid?: number;
        /**
         * @description Lots with events at or after (ISO 8601)
         * @example 2026-09-01
         */
        from?: string;
        /**
         * @description Lots with events before (ISO 8601)
         * @example 2026-10-01
         */
        to?: string;
      };
      /**
       * Format: int32
       * @description Seconds a party has to acknowledge its notice
       */
      ackwithin: number;
      /**
       * @description open → notifying → contained → closed, never back
       * @enum {string}
       */
      status: 'open' | 'notifying' | 'contained' | 'closed';
      closurenote: string | null;
      /** Format: int32 */
      openedby: number | null;
      opened_at: string;
      scoped_at: string;
      notify_started_at: string | null;
      contained_at: string | null;
      closed_at: string | null;
      lastupdated: string;
      /** @description The affected set, frozen when scoped (POST /incidents/{id}/rescope computes it again) */
      affected: {
        /** @description Every lot, serial and pallet the forward trace reached (the roots first) */
        lots: {
          epc: string;
          gtin: string | null;
          lot: string | null;
          /** Format: int32 */
          psid: number | null;
          productname: string | null;
        }[];
        specs: {
          /** Format: int32 */
          psid: number;
          productname: string;
          gtin: string;
          /** Format: int32 */
          companyid: number;
        }[];
        suppliers: {
          /** Format: int32 */
          companyid: number;
          name: string;
        }[];
        sites: {
          /** Format: int32 */
          siteid: number;
          gln: string;
          name: string;
          /** Format: int32 */
          companyid: number;
          sitetype: string;
          /** @description Quantity it received (made, for an origin), from the events */
          received: number | null;
          uom: string | null;
        }[];
        wholesalers: {
          /** Format: int32 */
          wholesalerid: number;
          name: string;
          gln: string;
          /** @description Quantity shipped to it, from the events (null: only listed in its catalogue) */
          received: number | null;
          uom: string | null;
        }[];
      };
      /** @description A trace stopped at its bounds: the set may be incomplete */
      truncated: boolean;
      counts: {
        /** Format: int32 */
        parties: number;
        /** Format: int32 */
        notified: number;
        /** Format: int32 */
        delivered: number;
        /** Format: int32 */
        acknowledged: number;
        /** Format: int32 */
        overdue: number;
        /** Format: int32 */
        escalated: number;
      };
      /** @description Share of the quantity received accounted for by the parties’ reports (docs/incidents.md) */
      accounted_pct: number | null;
      measures: {
        /**
         * Format: int32
         * @description Time the last scoping took (the forward traces), in ms
         */
        scope_ms: number;
        /**
         * Format: int32
         * @description From the notify to the last notice delivered (webhook) or sent (email), in ms
         */
        notify_ms: number | null;
        /**
         * Format: int32
         * @description From the notify to the last party’s first acknowledgement, in ms
         */
        last_ack_ms: number | null;
      };
    };
    /** @description A specification (or a GTIN seen in events) the alert matches */
    AlertMatch: {
      /**
       * Format: int32
       * @description Our specification (null: a product known only from events, no spec has its GTIN)
       */
      psid: number | null;
      /** @description The specification’s product name */
      productname: string | null;
      /** @description The specification’s brand */
      brand: string | null;
      /** @description The specification’s GTIN-14 (null: it has none) */
      gtin: string | null;
      /**
       * Format: int32
       * @description The specification’s supplier
       */
      companyid: number | null;
      /** @description The supplier’s name */
      suppliername: string | null;
      /** @description 1 for a GTIN or lot matched exactly; a name match’s similarity (0.3 and up) */
      score: number;
      /**
       * @description `lot`: a lot the alert names has events; `gtin`: the alert names the GTIN; `name`: product name and brand
       * @enum {string}
       */
      by: 'lot' | 'gtin' | 'name';
      /** @description By lot: the alert’s lots of this GTIN that have events. By GTIN (no lot of it named) or by name: the lots of its GTIN seen in events, the latest event first, at most 50 */
      lots: {
        /** @description Canonical GS1 Digital Link of the lot (as `POST /incidents` takes it) */
        epc: string;
        /** @description GTIN-14 */
        gtin: string;
        /** @description The lot number */
        lot: string;
      }[];
      /** @description More lots were seen than the 50 listed */
      truncated: boolean;
    };
    /**
     * @example {
     *       "psid": 12,
     *       "versionno": 1,
     *       "approved": true,
     *       "draft": false,
     *       "productname": "Oat bar",
     *       "ingredients": {
     *         "statement": {
     *           "text": "Ingredients: Oats (55%), Butter (milk), Golden syrup",
     *           "html": "Ingredients: <strong>Oats</strong> (55%), Butter (<strong>milk</strong>), Golden syrup",
     *           "emphasis": [
     *             {
     *               "start": 13,
     *               "end": 17
     *             },
     *             {
     *               "start": 33,
     *               "end": 37
     *             }
     *           ],
     *           "maycontain": "May contain: sesame seeds"
     *         },
     *         "derivedallergens": [
     *           {
     *             "allergen": "gluten",
     *             "ingredients": [
     *               "Oats"
     *             ]
     *           },
     *           {
     *             "allergen": "oats",
     *             "ingredients": [
     *               "Oats"
     *             ]
     *           },
     *           {
     *             "allergen": "milk",
     *             "ingredients": [
     *               "Butter"
     *             ]
     *           }
     *         ],
     *         "mismatches": []
     *       },
     *       "nutrition": {
     *         "basis": "per 100 g",
     *         "portionsize": "150",
     *         "per100": {
     *           "kj": "1361.0000",
     *           "kcal": "325.0000",
     *           "fat": "15.0000",
     *           "saturates": "1.5000",
     *           "carbs": "40.0000",
     *           "sugar": "5.1000",
     *           "fibre": "3.0000",
     *           "protein": "6.0000",
     *           "salt": "0.5000"
     *         },
     *         "perportion": {
     *           "kj": "2041.5000",
     *           "kcal": "487.5000",
     *           "fat": "22.5000",
     *           "saturates": "2.2500",
     *           "carbs": "60.0000",
     *           "sugar": "7.6500",
     *           "fibre": "4.5000",
     *           "protein": "9.0000",
     *           "salt": "0.7500"
     *         },
     *         "ri": {
     *           "per100": {
     *             "kj": {
     *               "percent": 16,
     *               "text": "16%"
     *             },
     *             "kcal": {
     *               "percent": 16,
     *               "text": "16%"
     *             },
     *             "fat": {
     *               "percent": 21,
     *               "text": "21%"
     *             },
     *             "saturates": {
     *               "percent": 8,
     *               "text": "8%"
     *             },
     *             "carbs": {
     *               "percent": 15,
     *               "text": "15%"
     *             },
     *             "sugar": {
     *               "percent": 6,
     *               "text": "6%"
     *             },
     *             "protein": {
     *               "percent": 12,
     *               "text": "12%"
     *             },
     *             "salt": {
     *               "percent": 8,
     *               "text": "8%"
     *             }
     *           },
     *           "perportion": {
     *             "kj": {
     *               "percent": 24,
     *               "text": "24%"
     *             },
     *             "kcal": {
     *               "percent": 24,
     *               "text": "24%"
     *             },
     *             "fat": {
     *               "percent": 32,
     *               "text": "32%"
     *             },
     *             "saturates": {
     *               "percent": 11,
     *               "text": "11%"
     *             },
     *             "carbs": {
     *               "percent": 23,
     *               "text": "23%"
     *             },
     *             "sugar": {
     *               "percent": 9,
     *               "text": "9%"
     *             },
     *             "protein": {
     *               "percent": 18,
     *               "text": "18%"
     *             },
     *             "salt": {
     *               "percent": 13,
     *               "text": "13%"
     *             }
     *           }
     *         },
     *         "fop": {
     *           "kind": "food",
     *           "per100": {
     *             "fat": "amber",
     *             "saturates": "green",
     *             "sugars": "amber",
     *             "salt": "amber"
     *           },
     *           "perportion": {
     *             "fat": "red",
     *             "saturates": "green",
     *             "sugars": "amber",
     *             "salt": "amber"
     *           }
     *         },
     *         "energycheck": []
     *       },
     *       "nutriscore": {
     *         "score": 6,
     *         "grade": "C",
     *         "negative": [
     *           {
     *             "component": "energykj",
     *             "value": "1361",
     *             "points": 4,
     *             "max": 10
     *           },
     *           {
     *             "component": "sugars",
     *             "value": "5.1",
     *             "points": 1,
     *             "max": 15
     *           },
     *           {
     *             "component": "saturates",
     *             "value": "1.5",
     *             "points": 1,
     *             "max": 10
     *           },
     *           {
     *             "component": "salt",
     *             "value": "0.5",
     *             "points": 2,
     *             "max": 20
     *           }
     *         ],
     *         "positive": [
     *           {
     *             "component": "protein",
     *             "value": "6",
     *             "points": 2,
     *             "max": 7,
     *             "counted": true
     *           },
     *           {
     *             "component": "fibre",
     *             "value": "3",
     *             "points": 0,
     *             "max": 5,
     *             "counted": true
     *           },
     *           {
     *             "component": "fruitvegpulsespct",
     *             "value": "0",
     *             "points": 0,
     *             "max": 5,
     *             "counted": true
     *           }
     *         ],
     *         "negativetotal": 8,
     *         "positivetotal": 2,
     *         "notes": []
     *       }
     *     }
     */
    ProductLabel: {
      /** Format: int32 */
      psid: number;
      /**
       * Format: int32
       * @description The approved version shown; for the working copy, the latest when it is the approved one
       */
      versionno: number | null;
      /** @description Whether this is an approved version (or the working copy of an approved spec) */
      approved: boolean;
      /** @description The working copy of a spec not approved: what the PDF watermarks DRAFT */
      draft: boolean;
      productname: string | null;
      ingredients: {
        /** @description EU FIC arts. 18–22 (docs/label-fic.md); null when the spec records no ingredient list */
        statement: {
          text: string;
          /** @description The text, HTML-escaped, the allergens in <strong> */
          html: string;
          /** @description The emphasised spans of `text`: [start, end) in UTF-16 code units */
          emphasis: {
            /** Format: int32 */
            start: number;
            /** Format: int32 */
            end: number;
          }[];
          /** @description “May contain: …” from the allergens declared May */
          maycontain: string | null;
        } | null;
        derivedallergens: {
          allergen: string;
          ingredients: string[];
        }[];
        mismatches: {
          allergen: string;
          /** @enum {string} */
          kind: 'undeclared' | 'unused';
          ingredients: string[];
          message: string;
        }[];
      };
      nutrition: {
        /** @enum {string} */
        basis: 'per 100 g' | 'per 100 ml';
        /** @description g for a food, ml for a drink */
        portionsize: string | null;
        /** @description kJ, kcal and g; salt is sodium × 2.5 */
        per100: {
          /** @description Exactly 4 decimals */
          kj: string | null;
          /** @description Exactly 4 decimals */
          kcal: string | null;
          /** @description Exactly 4 decimals */
          fat: string | null;
          /** @description Exactly 4 decimals */
          saturates: string | null;
          /** @description Exactly 4 decimals */
          carbs: string | null;
          /** @description Exactly 4 decimals */
          sugar: string | null;
          /** @description Exactly 4 decimals */
          fibre: string | null;
          /** @description Exactly 4 decimals */
          protein: string | null;
          /** @description Exactly 4 decimals */
          salt: string | null;
        };
        /** @description Null without a portion size; a missing figure is per 100 × portion ÷ 100 */
        perportion: {
          /** @description Exactly 4 decimals */
          kj: string | null;
          /** @description Exactly 4 decimals */
          kcal: string | null;
          /** @description Exactly 4 decimals */
          fat: string | null;
          /** @description Exactly 4 decimals */
          saturates: string | null;
          /** @description Exactly 4 decimals */
          carbs: string | null;
          /** @description Exactly 4 decimals */
          sugar: string | null;
          /** @description Exactly 4 decimals */
          fibre: string | null;
          /** @description Exactly 4 decimals */
          protein: string | null;
          /** @description Exactly 4 decimals */
          salt: string | null;
        } | null;
        /** @description %RI, EU FIC Annex XIII part B */
        ri: {
          per100: {
            kj: {
              /** Format: int32 */
              percent: number;
              text: string;
            } | null;
            kcal: {
              /** Format: int32 */
              percent: number;
              text: string;
            } | null;
            fat: {
              /** Format: int32 */
              percent: number;
              text: string;
            } | null;
            saturates: {
              /** Format: int32 */
              percent: number;
              text: string;
            } | null;
            carbs: {
              /** Format: int32 */
              percent: number;
              text: string;
            } | null;
            sugar: {
              /** Format: int32 */
              percent: number;
              text: string;
            } | null;
            protein: {
              /** Format: int32 */
              percent: number;
              text: string;
            } | null;
            salt: {
              /** Format: int32 */
              percent: number;
              text: string;
            } | null;
          };
          perportion: {
            kj: {
              /** Format: int32 */
              percent: number;
              text: string;
            } | null;
            kcal: {
              /** Format: int32 */
              percent: number;
              text: string;
            } | null;
            fat: {
              /** Format: int32 */
              percent: number;
              text: string;
            } | null;
            saturates: {
              /** Format: int32 */
              percent: number;
              text: string;
            } | null;
            carbs: {
              /** Format: int32 */
              percent: number;
              text: string;
            } | null;
            sugar: {
              /** Format: int32 */
              percent: number;
              text: string;
            } | null;
            protein: {
              /** Format: int32 */
              percent: number;
              text: string;
            } | null;
            salt: {
              /** Format: int32 */
              percent: number;
              text: string;
            } | null;
          } | null;
        };
        /** @description UK front of pack colours (FSA 2016) */
        fop: {
          /** @enum {string} */
          kind: 'food' | 'drink';
          per100: {
            /** @description green, amber or red; null without the figure */
            fat: string | null;
            /** @description green, amber or red; null without the figure */
            saturates: string | null;
            /** @description green, amber or red; null without the figure */
            sugars: string | null;
            /** @description green, amber or red; null without the figure */
            salt: string | null;
          };
          /** @description With the per portion rule for a portion over 100 g (150 ml) */
          perportion: {
            /** @description green, amber or red; null without the figure */
            fat: string | null;
            /** @description green, amber or red; null without the figure */
            saturates: string | null;
            /** @description green, amber or red; null without the figure */
            sugars: string | null;
            /** @description green, amber or red; null without the figure */
            salt: string | null;
          } | null;
        };
        energycheck: {
          kind: string;
          message: string;
        }[];
      };
      /** @description The 2022/2023 Nutri-Score (docs/label-nutriscore.md) */
      nutriscore: {
        /** Format: int32 */
        score: number | null;
        /** @description A to E; null when not computed */
        grade: string | null;
        negative?: {
          component: string;
          value: string | boolean;
          /** Format: int32 */
          points: number;
          /** Format: int32 */
          max: number;
        }[];
        positive?: {
          component: string;
          value: string | boolean;
          /** Format: int32 */
          points: number;
          /** Format: int32 */
          max: number;
          counted: boolean;
        }[];
        /** Format: int32 */
        negativetotal?: number;
        /** Format: int32 */
        positivetotal?: number;
        notes?: string[];
        /** @description The inputs not recorded */
        missing?: string[];
        /** @description The inputs recorded but unusable */
        invalid?: string[];
      };
    };
    QuestionnaireQuestion: {
      /** @description Unique in the template: letters, digits, _ . - */
      code: string;
      text: string;
      /**
       * @description yesno answers "yes" or "no"; choice one option; multichoice several
       * @enum {string}
       */
      kind: 'yesno' | 'choice' | 'multichoice' | 'text' | 'number' | 'date' | 'file';
      /** @description The choices of a choice or multichoice question (required for those, refused for others) */
      options?: string[];
      /** @description Must be answered before the questionnaire is submitted */
      required: boolean;
      /** @description Its weight in the score (default 1) */
      weight?: number;
      /** @description An answer that is not good flags the questionnaire critical (needs good) */
      critical?: boolean;
      /** @description The good answers of a scored question (yesno: "yes"/"no"; choice, multichoice: among options) */
      good?: string[];
    };
    QuestionnaireSummary: {
      /** Format: int32 */
      templateid: number;
      name: string;
      /** Format: int32 */
      validity_months: number;
      /** @description The template of every new supplier’s first assignment */
      is_default: boolean;
      /** Format: int32 */
      latest_version: number;
      /** @enum {string} */
      latest_status: 'draft' | 'published';
      /** @description The version sent by POST /suppliers/{supplierid}/questionnaires; null: none yet */
      published_version: number | null;
      /** @description YYYY-MM-DD HH:MM:SS (UTC) */
      lastupdated: string;
    };
    Questionnaire: {
      /** Format: int32 */
      templateid: number;
      name: string;
      /** Format: int32 */
      validity_months: number;
      is_default: boolean;
      /** Format: int32 */
      version: number;
      /** @enum {string} */
      status: 'draft' | 'published';
      /** @description YYYY-MM-DD HH:MM:SS (UTC) */
      published_at: string | null;
      published_version: number | null;
      versions: {
        /** Format: int32 */
        version: number;
        /** @enum {string} */
        status: 'draft' | 'published';
      }[];
      sections: {
        title: string;
        questions: components['schemas']['QuestionnaireQuestion'][];
      }[];
    };
    QuestionnaireAssignment: {
      /** Format: int32 */
      assignmentid: number;
      /** Format: int32 */
      supplierid: number;
      companyname: string;
      /** Format: int32 */
      templateid: number;
      /** @description The template’s name */
      name: string;
      /**
       * Format: int32
       * @description The version it was sent with, whatever the template became
       */
      version: number;
      /**
       * @description Not started → In progress → Submitted → Accepted | Rejected | Changes requested; Accepted → Expired
       * @enum {string}
       */
      status:
        | 'Not started'
        | 'In progress'
        | 'Submitted'
        | 'Accepted'
        | 'Rejected'
        | 'Changes requested'
        | 'Expired'
        | 'Complete';
      /**
       * Format: date
       * @description Asked to be submitted by
       */
      due: string | null;
      /** @description Past due and not yet submitted */
      overdue: boolean;
      /** @description 0–100, set at review (docs/approval.md, "Scoring rule") */
      score: number | null;
      /** @description A critical question answered badly, as of the review */
      critical: boolean;
      /** @description YYYY-MM-DD HH:MM:SS (UTC) */
      submitted_at: string | null;
      /** @description YYYY-MM-DD HH:MM:SS (UTC) */
      reviewed_at: string | null;
      /**
       * Format: date
       * @description An accepted questionnaire’s end: the review day + the template’s validity
       */
      expires: string | null;
      /**
       * Format: int32
       * @description The expiring assignment it was made to follow
       */
      reissue_of: number | null;
      /** @description YYYY-MM-DD HH:MM:SS (UTC) */
      created: string;
    };
    QuestionnaireAssignmentDetail: {
      /** Format: int32 */
      assignmentid: number;
      /** Format: int32 */
      supplierid: number;
      companyname: string;
      /** Format: int32 */
      templateid: number;
      /** @description The template’s name */
      name: string;
      /**
       * Format: int32
       * @description The version it was sent with, whatever the template became
       */
      version: number;
      /**
       * @description Not started → In progress → Submitted → Accepted | Rejected | Changes requested; Accepted → Expired
       * @enum {string}
       */
      status:
        | 'Not started'
        | 'In progress'
        | 'Submitted'
        | 'Accepted'
        | 'Rejected'
        | 'Changes requested'
        | 'Expired'
        | 'Complete';
      /**
       * Format: date
       * @description Asked to be submitted by
       */
      due: string | null;
      /** @description Past due and not yet submitted */
      overdue: boolean;
      /** @description 0–100, set at review (docs/approval.md, "Scoring rule") */
      score: number | null;
      /** @description A critical question answered badly, as of the review */
      critical: boolean;
      /** @description YYYY-MM-DD HH:MM:SS (UTC) */
      submitted_at: string | null;
      /** @description YYYY-MM-DD HH:MM:SS (UTC) */
      reviewed_at: string | null;
      /**
       * Format: date
       * @description An accepted questionnaire’s end: the review day + the template’s validity
       */
      expires: string | null;
      /**
       * Format: int32
       * @description The expiring assignment it was made to follow
       */
      reissue_of: number | null;
      /** @description YYYY-MM-DD HH:MM:SS (UTC) */
      created: string;
      /** @description The questions of the version it was sent with */
      sections: {
        title: string;
        questions: components['schemas']['QuestionnaireQuestion'][];
      }[];
      answers: {
        code: string;
        /**
         * @description yesno "yes" or "no"; choice one of its options (a string); multichoice a list of its options; text a string; number a number; date "YYYY-MM-DD"; file the fileid its upload made
         * @example yes
         * @example 12.5
         * @example [
         *       "Metal detection",
         *       "X-ray"
         *     ]
         */
        value: unknown;
        /** @description YYYY-MM-DD HH:MM:SS (UTC) */
        answered_at: string;
      }[];
      files: {
        /** Format: int32 */
        fileid: number;
        code: string;
        filename: string;
        mime: string;
        /** Format: int32 */
        size: number;
        /** @description YYYY-MM-DD HH:MM:SS (UTC) */
        created: string;
      }[];
      /** @description Every review, the latest last */
      reviews: {
        /** @enum {string} */
        decision: 'accept' | 'reject' | 'changes';
        /** @description For the supplier */
        comments: string;
        /** @description The organisation’s only: never sent to a supplier */
        internalnote?: string | null;
        score: number | null;
        critical: boolean;
        /** @description YYYY-MM-DD HH:MM:SS (UTC) */
        created: string;
      }[];
      /** @description The score the answers would have now (the organisation’s only) */
      preview?: {
        score: number | null;
        critical: boolean;
        /** @description Codes of scored questions answered well */
        good: string[];
        /** @description Codes of scored questions answered badly or not at all */
        notgood: string[];
      };
    };
    AuditProgrammeSite: {
      /** Format: int32 */
      siteid: number;
      sitename: string;
      /** Format: int32 */
      supplierid: number;
      companyname: string;
      /**
       * Format: int32
       * @description 1 Low, 2 Medium, 3 High; null: unrated
       */
      riskid: number | null;
      /** @enum {string} */
      status: 'due' | 'overdue' | 'planned';
      /** @description YYYY-MM-DD: when the next audit is due */
      due_date: string;
      /**
       * Format: int32
       * @description Days from today to the due date: negative when overdue
       */
      days: number;
      /**
       * Format: int32
       * @description Months between audits, the shortest of the reasons
       */
      interval_months: number;
      reasons: {
        /** @enum {string} */
        rule: 'risk' | 'score' | 'grade' | 'first_audit';
        /**
         * Format: int32
         * @description The interval this row gives; null for first_audit (it sets the date, not the interval)
         */
        months: number | null;
        /** @description This row sets the interval (the shortest applies) or the first due date */
        decides: boolean;
        text: string;
      }[];
      last_audit: null | {
        /** Format: int32 */
        auditid: number;
        auditdate: string;
        score_pct: number | null;
      };
      planned: null | {
        /** Format: int32 */
        auditid: number;
        /** @description YYYY-MM-DD: the planned audit’s date */
        auditdate: string;
        /**
         * Format: int32
         * @description The assigned auditor
         */
        userid: number;
        auditor: string;
        unannounced: boolean | null;
      };
      /** @description The BRCGS Food Safety grade counted, if any */
      grade: string | null;
    };
    /** @description One row of the FSMA 204 sortable spreadsheet, by column (docs/traceability-events.md) */
    FsmaRecord: {
      /** @description Critical tracking event */
      criticalTrackingEvent: string;
      /** @description Traceability lot code */
      traceabilityLotCode: string | null;
      /** @description Product description */
      productDescription: string | null;
      /** @description Quantity */
      quantity: number | null;
      /** @description Unit of measure */
      unitOfMeasure: string | null;
      /** @description Location description for the immediate previous source */
      immediatePreviousSource: string | null;
      /** @description Location description for the immediate subsequent recipient */
      immediateSubsequentRecipient: string | null;
      /** @description Location description for where the event took place */
      eventLocation: string | null;
      /** @description Location description for the traceability lot code source */
      traceabilityLotCodeSource: string | null;
      /** @description Traceability lot code source reference */
      traceabilityLotCodeSourceReference: string | null;
      /** @description Date of the event */
      eventDate: string;
      /** @description Event time (UTC) */
      eventTime: string;
      /** @description Reference document type */
      referenceDocumentType: string | null;
      /** @description Reference document number */
      referenceDocumentNumber: string | null;
      /** @description Traceability lot code of the food used */
      inputTraceabilityLotCode: string | null;
      /** @description Product description of the food used */
      inputProductDescription: string | null;
      /** @description Quantity of the food used */
      inputQuantity: number | null;
      /** @description Unit of measure of the food used */
      inputUnitOfMeasure: string | null;
      /** @description Event ID */
      eventId: string;
    };
    TraceabilityCompleteness: {
      /**
       * Format: int32
       * @description The company owning the site the events happened at; 1: the organisation
       */
      companyid: number;
      name: string;
      /**
       * Format: int32
       * @description Its shipping events in the window (none declared erroneous)
       */
      shipping: number;
      /**
       * Format: int32
       * @description Of those, the ones carrying every KDE a receiver needs (21 CFR 1.1345)
       */
      complete: number;
      /** @description complete / shipping; null with none */
      share: number | null;
      /** @description Shipping events missing each KDE */
      counts: {
        /** Format: int32 */
        traceabilityLotCode: number;
        /** Format: int32 */
        quantityAndUnitOfMeasure: number;
        /** Format: int32 */
        productDescription: number;
        /** Format: int32 */
        immediatePreviousSource: number;
        /** Format: int32 */
        receiverLocation: number;
        /** Format: int32 */
        date: number;
        /** Format: int32 */
        traceabilityLotCodeSource: number;
        /** Format: int32 */
        referenceDocument: number;
      };
      /** @description The KDEs missing at least once, most often missing first */
      missing: {
        /** @enum {string} */
        kde:
          | 'traceabilityLotCode'
          | 'quantityAndUnitOfMeasure'
          | 'productDescription'
          | 'immediatePreviousSource'
          | 'receiverLocation'
          | 'date'
          | 'traceabilityLotCodeSource'
          | 'referenceDocument';
        /** Format: int32 */
        count: number;
      }[];
    };
    Site: {
      /** Format: int32 */
      siteid: number;
      sitename: string;
      address1: string | null;
      address2: string | null;
      address3: string | null;
      city: string | null;
      postcode: string | null;
      /** Format: int32 */
      countryid: number | null;
      gln?: string | null;
      /** @description site (a supplier’s sites) */
      sitetype?: string;
      contactemail?: string | null;
      is_default: boolean;
      /** Format: int32 */
      active: number;
      /** @description YYYY-MM-DD HH:MM:SS (UTC) */
      created: string;
      /** @description YYYY-MM-DD HH:MM:SS (UTC) */
      lastupdated: string;
    };
    PortalUser: {
      /** Format: int32 */
      userid: number;
      emailaddress: string;
      firstname: string;
      lastname: string;
      mobileno: string | null;
      /** Format: int32 */
      departmentid: number;
      /** Format: int32 */
      accesslevelid: number;
      /** Format: int32 */
      active: number;
      /** Format: int32 */
      logincount: number;
      /** @description YYYY-MM-DD HH:MM:SS (UTC) */
      lastloggedin: string | null;
      /** @description YYYY-MM-DD HH:MM:SS (UTC) */
      created: string;
      /** @description True while the user still has the welcome email’s temporary password (POST …/resendWelcome may send it again) */
      temporary_password: boolean;
      /** @description Its latest welcome email: pending (waiting to be sent), sending, sent, cancelled; null when it never had one */
      welcome_email: string | null;
    };
    Supplier: {
      supplier: {
        /** Format: int32 */
        supplierid: number;
        vendorcode: string | null;
        companyname: string;
        address1: string | null;
        address2: string | null;
        address3: string | null;
        city: string | null;
        postcode: string | null;
        /** Format: int32 */
        countryid: number | null;
        technicalcontactname: string | null;
        technicalcontactemail: string | null;
        technicalmobileno: string | null;
        commercialcontactname: string | null;
        commercialcontactemail: string | null;
        commercialmobileno: string | null;
        /** Format: int32 */
        suppliertypeid: number | null;
        /** Format: int32 */
        riskid: number | null;
        comments: string | null;
        /** Format: int32 */
        enabled: number;
        /**
         * Format: int32
         * @description 1 active, 0 deleted
         */
        active: number;
        /** @description YYYY-MM-DD HH:MM:SS (UTC) */
        created: string;
        /** @description YYYY-MM-DD HH:MM:SS (UTC) */
        lastupdated: string;
        sites: components['schemas']['Site'][];
        saq: {
          /** Format: int32 */
          saqid: number;
          status: string;
          /** @description YYYY-MM-DD HH:MM:SS (UTC) */
          created: string;
          /** @description YYYY-MM-DD HH:MM:SS (UTC) */
          lastupdated: string;
        } | null;
        /** @description The supplier’s approval status (docs/approval.md): pending, approved, conditional, suspended or delisted, the override where there is one; GET …/approval explains it */
        approvalstatus?: string | null;
        portal_users: components['schemas']['PortalUser'][];
      };
      accreditations: components['schemas']['Accreditation'][];
    };
    SupplierListItem: {
      /** Format: int32 */
      supplierid: number;
      vendorcode: string | null;
      companyname: string;
      city: string | null;
      postcode: string | null;
      /** Format: int32 */
      countryid: number | null;
      /** Format: int32 */
      suppliertypeid: number | null;
      /** Format: int32 */
      riskid: number | null;
      /** Format: int32 */
      active: number;
      /** @description YYYY-MM-DD HH:MM:SS (UTC) */
      created: string;
      /** @description YYYY-MM-DD HH:MM:SS (UTC) */
      lastupdated: string;
    };
    SupplierInput: {
      companyname: string;
      address1: string;
      address2?: string | null;
      address3?: string | null;
      city: string;
      postcode: string;
      /**
       * Format: int32
       * @description An id of GET /lookups/countries
       */
      country: number;
      techcontactname: string;
      /** Format: email */
      techcontactemail: string;
      techmobileno: string;
      portaluserfirstname: string;
      portalusersurname: string;
      /** Format: email */
      portaluseremail: string;
      portalusermobileno: string;
      comcontactname: string;
      /** Format: email */
      comcontactemail: string;
      commobileno: string;
      /**
       * Format: int32
       * @description An id of GET /lookups/supplier_types
       */
      supplier_type: number;
      /**
       * Format: int32
       * @description An id of GET /lookups/risk_levels
       */
      risk: number;
      comments?: string | null;
    };
    SupplierBulkResult: {
      /** Format: int32 */
      row: number;
      companyname: string | null;
      /** @enum {string} */
      status: 'success' | 'error';
      /** Format: int32 */
      supplierid?: number;
      /** Format: int32 */
      siteid?: number;
      vendorcode?: string;
      message?: string;
      /** @description On a failed row: every problem found in one pass, the first being `message`, the others in the columns' order */
      problems?: components['schemas']['BulkRowProblem'][];
    };
    SiteInput: {
      sitename: string;
      address1: string;
      address2?: string | null;
      address3?: string | null;
      city: string;
      postcode: string;
      /**
       * Format: int32
       * @description An id of GET /lookups/countries
       */
      countryid: number;
      /**
       * @description Global Location Number: 13 digits with a valid GS1 check digit; null clears it
       * @example 5012345000008
       */
      gln?: string | null;
      /**
       * Format: email
       * @description Who is told when an incident reaches the site; null clears it
       */
      contactemail?: string | null;
    };
    PortalUserInput: {
      firstname: string;
      lastname: string;
      /**
       * Format: email
       * @description Their sign-in; no user may have it already (any case)
       * @example second.portal@greenfield-dairies.example.org
       */
      emailaddress: string;
      mobileno: string;
    };
    Webhook: {
      /** Format: int32 */
      id: number;
      url: string;
      events: string[];
      description: string | null;
      enabled: boolean;
      /** @description YYYY-MM-DD HH:MM:SS (UTC) */
      previous_secret_expires_at: string | null;
      /** @description Why the system disabled it (410 Gone, days of failures); null otherwise */
      disabled_reason: string | null;
      /** @description YYYY-MM-DD HH:MM:SS (UTC) */
      failing_since: string | null;
      /** @description YYYY-MM-DD HH:MM:SS (UTC) */
      created: string;
      /** @description YYYY-MM-DD HH:MM:SS (UTC) */
      lastupdated: string;
    };
    WebhookDelivery: {
      /** Format: int64 */
      deliveryid: number;
      /** @description The webhook-id header: the same on every attempt */
      eventid: string;
      type: string;
      /** @enum {string} */
      status: 'pending' | 'delivered' | 'failed';
      /** @description A try is under way right now (status pending): redeliver answers 409 until it ends */
      sending: boolean;
      /**
       * Format: int32
       * @description Attempts made so far
       */
      attempt: number;
      /**
       * Format: int32
       * @description HTTP status of the latest attempt; null when no answer came
       */
      status_code: number | null;
      /** Format: int32 */
      duration_ms: number | null;
      error: string | null;
      /** @description When the latest attempt was made */
      at: string | null;
      /** @description When the next attempt is due, while pending */
      next_attempt_at: string | null;
    };
    WebhookDeliveryAttempt: {
      /**
       * Format: int32
       * @description Its number: 1 for the first try; redeliveries count on
       */
      attempt: number;
      /** @description YYYY-MM-DD HH:MM:SS (UTC) */
      at: string;
      /**
       * Format: int32
       * @description HTTP status; null when no answer came
       */
      status_code: number | null;
      /** Format: int32 */
      duration_ms: number;
      /** @description HTTP <status>: <start of the body>, Timed out, Connection refused...; null on a 2xx */
      error: string | null;
    };
    WebhookDeliveryAttemptFull: {
      /**
       * Format: int32
       * @description Its number: 1 for the first try; redeliveries count on
       */
      attempt: number;
      /** @description YYYY-MM-DD HH:MM:SS (UTC) */
      at: string;
      /**
       * Format: int32
       * @description HTTP status; null when no answer came
       */
      status_code: number | null;
      /** Format: int32 */
      duration_ms: number;
      /** @description HTTP <status>: <start of the body>, Timed out, Connection refused...; null on a 2xx */
      error: string | null;
      request: {
        /** @constant */
        method: 'POST';
        /** @description The endpoint's URL at that attempt */
        url: string;
        /** @description The headers set on the request, in order: content-type, user-agent, webhook-id, webhook-timestamp, webhook-signature (made with the secret; the secret itself is never kept), content-length, host */
        headers: {
          name: string;
          value: string;
        }[];
        /**
         * Format: int32
         * @description Bytes of body sent: the delivery’s payload
         */
        body_size: number;
        /** @description SHA-256 (hex) of the body sent: the same as the payload route’s when it was that payload */
        body_sha256: string;
      } | null;
      response: {
        /**
         * Format: int32
         * @description The status line’s code (also when the body then timed out)
         */
        status: number;
        /** @description Header lines in the order they came: at most 50, 4096 characters all told */
        headers: {
          name: string;
          value: string;
        }[];
        /** @description Some header lines were left out, or a long one cut */
        headers_cut: boolean;
        /** @description The first 2048 bytes of the body as UTF-8 text; null when binary */
        body: string | null;
        /**
         * Format: int32
         * @description Bytes of body received: all of it unless body_cut, else those read before the read stopped
         */
        body_size: number;
        /** @description The body went on past 2048 bytes: the rest was not read */
        body_cut: boolean;
        /** @description The body is not UTF-8 text: its size only is kept */
        binary: boolean;
      } | null;
    };
    WebhookDeliveryDetail: {
      /** Format: int64 */
      deliveryid: number;
      /** @description The webhook-id header: the same on every attempt */
      eventid: string;
      type: string;
      /** @enum {string} */
      status: 'pending' | 'delivered' | 'failed';
      /** @description A try is under way right now (status pending): redeliver answers 409 until it ends */
      sending: boolean;
      /**
       * Format: int32
       * @description Attempts made so far
       */
      attempt: number;
      /**
       * Format: int32
       * @description HTTP status of the latest attempt; null when no answer came
       */
      status_code: number | null;
      /** Format: int32 */
      duration_ms: number | null;
      error: string | null;
      /** @description When the latest attempt was made */
      at: string | null;
      /** @description When the next attempt is due, while pending */
      next_attempt_at: string | null;
      /** @description The latest 20 attempts, oldest first: `attempt` above counts every one ever made */
      attempts: components['schemas']['WebhookDeliveryAttempt'][];
    };
    WebhookDeliveryFull: {
      /** Format: int64 */
      deliveryid: number;
      /** @description The webhook-id header: the same on every attempt */
      eventid: string;
      type: string;
      /** @enum {string} */
      status: 'pending' | 'delivered' | 'failed';
      /** @description A try is under way right now (status pending): redeliver answers 409 until it ends */
      sending: boolean;
      /**
       * Format: int32
       * @description Attempts made so far
       */
      attempt: number;
      /**
       * Format: int32
       * @description HTTP status of the latest attempt; null when no answer came
       */
      status_code: number | null;
      /** Format: int32 */
      duration_ms: number | null;
      error: string | null;
      /** @description When the latest attempt was made */
      at: string | null;
      /** @description When the next attempt is due, while pending */
      next_attempt_at: string | null;
      /** @description The latest 20 attempts, oldest first, each with its request and response (null for attempts logged before they were kept; response null when no answer came) */
      attempts: components['schemas']['WebhookDeliveryAttemptFull'][];
    };
    WebhookDeliveryPayload: {
      /** Format: int64 */
      deliveryid: number;
      eventid: string;
      /** @description The JSON body as sent, as a string: { type, timestamp, data } */
      body: string;
      /** Format: int32 */
      body_size: number;
      /** @description SHA-256 (hex) of body: compare with an attempt’s request */
      body_sha256: string;
    };
  };
  responses: {
    /** @description Validation failed, or the request is malformed (its URL, headers or body) */
    BadRequest: {
      headers: {
        RateLimit: components['headers']['RateLimit'];
        'RateLimit-Policy': components['headers']['RateLimit-Policy'];
        [name: string]: unknown;
      };
      content: {
        'application/json': components['schemas']['Failure'];
      };
    };
    /** @description Missing or invalid API key or token */
    Unauthorized: {
      headers: {
        RateLimit: components['headers']['RateLimit'];
        'RateLimit-Policy': components['headers']['RateLimit-Policy'];
        [name: string]: unknown;
      };
      content: {
        'application/json': components['schemas']['Failure'];
      };
    };
    /** @description The caller lacks the permission level or scope */
    Forbidden: {
      headers: {
        RateLimit: components['headers']['RateLimit'];
        'RateLimit-Policy': components['headers']['RateLimit-Policy'];
        [name: string]: unknown;
      };
      content: {
        'application/json': components['schemas']['Failure'];
      };
    };
    /** @description The body is larger than this operation accepts */
    PayloadTooLarge: {
      headers: {
        RateLimit: components['headers']['RateLimit'];
        'RateLimit-Policy': components['headers']['RateLimit-Policy'];
        [name: string]: unknown;
      };
      content: {
        'application/json': components['schemas']['Failure'];
      };
    };
    /** @description The body’s Content-Type is not one this operation reads */
    UnsupportedMediaType: {
      headers: {
        RateLimit: components['headers']['RateLimit'];
        'RateLimit-Policy': components['headers']['RateLimit-Policy'];
        [name: string]: unknown;
      };
      content: {
        'application/json': components['schemas']['Failure'];
      };
    };
    /** @description Too many requests or attempts: wait for Retry-After seconds */
    TooManyRequests: {
      headers: {
        'Retry-After': components['headers']['Retry-After'];
        RateLimit: components['headers']['RateLimit'];
        'RateLimit-Policy': components['headers']['RateLimit-Policy'];
        [name: string]: unknown;
      };
      content: {
        'application/json': components['schemas']['Failure'];
      };
    };
    /** @description Unexpected failure */
    InternalError: {
      headers: {
        RateLimit: components['headers']['RateLimit'];
        'RateLimit-Policy': components['headers']['RateLimit-Policy'];
        [name: string]: unknown;
      };
      content: {
        'application/json': components['schemas']['Failure'];
      };
    };
    /** @description Unavailable for now (the database out of reach, the server shutting down): try again after Retry-After seconds */
    Unavailable: {
      headers: {
        'Retry-After': components['headers']['Retry-After'];
        RateLimit: components['headers']['RateLimit'];
        'RateLimit-Policy': components['headers']['RateLimit-Policy'];
        [name: string]: unknown;
      };
      content: {
        'application/json': components['schemas']['Failure'];
      };
    };
    /** @description Not found */
    NotFound: {
      headers: {
        RateLimit: components['headers']['RateLimit'];
        'RateLimit-Policy': components['headers']['RateLimit-Policy'];
        [name: string]: unknown;
      };
      content: {
        'application/json': components['schemas']['Failure'];
      };
    };
    /** @description Validation failed, or the request is malformed (its URL, headers or body) */
    BadRequestIdempotent: {
      headers: {
        RateLimit: components['headers']['RateLimit'];
        'RateLimit-Policy': components['headers']['RateLimit-Policy'];
        'Idempotent-Replayed': components['headers']['Idempotent-Replayed'];
        [name: string]: unknown;
      };
      content: {
        'application/json': components['schemas']['Failure'];
      };
    };
    /** @description Missing or invalid API key or token */
    UnauthorizedIdempotent: {
      headers: {
        RateLimit: components['headers']['RateLimit'];
        'RateLimit-Policy': components['headers']['RateLimit-Policy'];
        'Idempotent-Replayed': components['headers']['Idempotent-Replayed'];
        [name: string]: unknown;
      };
      content: {
        'application/json': components['schemas']['Failure'];
      };
    };
    /** @description The caller lacks the permission level or scope */
    ForbiddenIdempotent: {
      headers: {
        RateLimit: components['headers']['RateLimit'];
        'RateLimit-Policy': components['headers']['RateLimit-Policy'];
        'Idempotent-Replayed': components['headers']['Idempotent-Replayed'];
        [name: string]: unknown;
      };
      content: {
        'application/json': components['schemas']['Failure'];
      };
    };
    /** @description Conflict (or a request with the same Idempotency-Key still in progress) */
    ConflictIdempotent: {
      headers: {
        RateLimit: components['headers']['RateLimit'];
        'RateLimit-Policy': components['headers']['RateLimit-Policy'];
        'Idempotent-Replayed': components['headers']['Idempotent-Replayed'];
        [name: string]: unknown;
      };
      content: {
        'application/json': components['schemas']['Failure'];
      };
    };
    /** @description The body is larger than this operation accepts */
    PayloadTooLargeIdempotent: {
      headers: {
        RateLimit: components['headers']['RateLimit'];
        'RateLimit-Policy': components['headers']['RateLimit-Policy'];
        'Idempotent-Replayed': components['headers']['Idempotent-Replayed'];
        [name: string]: unknown;
      };
      content: {
        'application/json': components['schemas']['Failure'];
      };
    };
    /** @description The body’s Content-Type is not one this operation reads */
    UnsupportedMediaTypeIdempotent: {
      headers: {
        RateLimit: components['headers']['RateLimit'];
        'RateLimit-Policy': components['headers']['RateLimit-Policy'];
        'Idempotent-Replayed': components['headers']['Idempotent-Replayed'];
        [name: string]: unknown;
      };
      content: {
        'application/json': components['schemas']['Failure'];
      };
    };
    /** @description Cannot be done in the current state (or an Idempotency-Key reused with another request) */
    UnprocessableIdempotent: {
      headers: {
        RateLimit: components['headers']['RateLimit'];
        'RateLimit-Policy': components['headers']['RateLimit-Policy'];
        'Idempotent-Replayed': components['headers']['Idempotent-Replayed'];
        [name: string]: unknown;
      };
      content: {
        'application/json': components['schemas']['Failure'];
      };
    };
    /** @description Too many requests or attempts: wait for Retry-After seconds */
    TooManyRequestsIdempotent: {
      headers: {
        'Retry-After': components['headers']['Retry-After'];
        RateLimit: components['headers']['RateLimit'];
        'RateLimit-Policy': components['headers']['RateLimit-Policy'];
        'Idempotent-Replayed': components['headers']['Idempotent-Replayed'];
        [name: string]: unknown;
      };
      content: {
        'application/json': components['schemas']['Failure'];
      };
    };
    /** @description Conflict (or a request with the same Idempotency-Key still in progress) */
    Conflict: {
      headers: {
        RateLimit: components['headers']['RateLimit'];
        'RateLimit-Policy': components['headers']['RateLimit-Policy'];
        [name: string]: unknown;
      };
      content: {
        'application/json': components['schemas']['Failure'];
      };
    };
    /** @description Not found */
    NotFoundIdempotent: {
      headers: {
        RateLimit: components['headers']['RateLimit'];
        'RateLimit-Policy': components['headers']['RateLimit-Policy'];
        'Idempotent-Replayed': components['headers']['Idempotent-Replayed'];
        [name: string]: unknown;
      };
      content: {
        'application/json': components['schemas']['Failure'];
      };
    };
    /** @description Cannot be done in the current state (or an Idempotency-Key reused with another request) */
    Unprocessable: {
      headers: {
        RateLimit: components['headers']['RateLimit'];
        'RateLimit-Policy': components['headers']['RateLimit-Policy'];
        [name: string]: unknown;
      };
      content: {
        'application/json': components['schemas']['Failure'];
      };
    };
  };
  parameters: {
    /** @description Makes a retry safe: the first answer is kept 24 hours and a retry with the same key, method, path and body gets it again (with `Idempotent-Replayed: true`); the same key with another request is 422, a retry while the first still runs is 409 */
    IdempotencyKey: string;
    /** @description Why the change is made: kept in the history beside who and when (docs/traceability.md) */
    ChangeReason: string;
    /** @description An `ETag` from an earlier answer: a 304 without a body while it is still current */
    IfNoneMatch: string;
  };
  requestBodies: never;
  headers: {
    /** @description The quota left in the current window (draft-ietf-httpapi-ratelimit-headers): `r` requests remain, the window resets in `t` seconds */
    RateLimit: string;
    /** @description The rate limit in force (draft-ietf-httpapi-ratelimit-headers): `q` requests per window of `w` seconds, per key */
    'RateLimit-Policy': string;
    /** @description Seconds to wait before trying again */
    'Retry-After': number;
    /** @description The entity tag of the body: send it back in `If-None-Match` to get a 304 while it is current */
    ETag: string;
    /** @description Present on the stored answer of an earlier request with the same `Idempotency-Key` */
    'Idempotent-Replayed': 'true';
    /** @description The file name to save the body as */
    'Content-Disposition': string;
    /** @description The number of pages of the PDF */
    'X-Page-Count': number;
  };
  pathItems: never;
}
export type $defs = Record<string, never>;
export interface operations {
  login: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        /**
         * @example {
         *       "emailaddress": "ann.baker@example.org",
         *       "password": "correct horse battery"
         *     }
         */
        'application/json': {
          emailaddress: string;
          password: string;
        };
      };
    };
    responses: {
      /** @description Success: Session */
      200: {
        headers: {
          RateLimit: components['headers']['RateLimit'];
          'RateLimit-Policy': components['headers']['RateLimit-Policy'];
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "success": true,
           *       "data": {
           *         "token": "token text",
           *         "token_type": "Bearer",
           *         "expires_at": "2026-03-14 09:30:00",
           *         "password_change_required": true,
           *         "user": {
           *           "userid": 1,
           *           "companyid": 2,
           *           "departmentid": 6,
           *           "emailaddress": "ann.baker@example.org",
           *           "accesslevelid": 6,
           *           "firstname": "Ann",
           *           "lastname": "Baker",
           *           "jobtitle": "jobtitle text",
           *           "landlineno": "landlineno text",
           *           "mobileno": "mobileno text",
           *           "comments": "comments text",
           *           "logincount": 1,
           *           "lastloggedin": "2026-03-14 09:30:00",
           *           "lastupdated": "2026-03-14 09:30:00",
           *           "created": "2026-03-14 09:30:00",
           *           "active": 1
           *         }
           *       }
           *     }
           */
          'application/json': {
            /** @enum {boolean} */
            success: true;
            data: components['schemas']['Session'];
          };
        };
      };
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthorized'];
      403: components['responses']['Forbidden'];
      413: components['responses']['PayloadTooLarge'];
      415: components['responses']['UnsupportedMediaType'];
      429: components['responses']['TooManyRequests'];
      500: components['responses']['InternalError'];
      503: components['responses']['Unavailable'];
    };
  };
  logout: {
    parameters: {
      query?: never;
      header?: {
        /** @description Why the change is made: kept in the history beside who and when (docs/traceability.md) */
        'X-Change-Reason'?: components['parameters']['ChangeReason'];
      };
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Success: revoke the sign-in token of this request, on every instance */
      200: {
        headers: {
          RateLimit: components['headers']['RateLimit'];
          'RateLimit-Policy': components['headers']['RateLimit-Policy'];
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "success": true,
           *       "message": "message text"
           *     }
           */
          'application/json': {
            /** @enum {boolean} */
            success: true;
            message: string;
          };
        };
      };
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthorized'];
      403: components['responses']['Forbidden'];
      413: components['responses']['PayloadTooLarge'];
      415: components['responses']['UnsupportedMediaType'];
      429: components['responses']['TooManyRequests'];
      500: components['responses']['InternalError'];
      503: components['responses']['Unavailable'];
    };
  };
  changePassword: {
    parameters: {
      query?: never;
      header?: {
        /** @description Why the change is made: kept in the history beside who and when (docs/traceability.md) */
        'X-Change-Reason'?: components['parameters']['ChangeReason'];
      };
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        /**
         * @example {
         *       "currentpassword": "correct horse battery",
         *       "newpassword": "correct horse battery staple"
         *     }
         */
        'application/json': {
          currentpassword: string;
          newpassword: components['schemas']['NewPassword'];
        };
      };
    };
    responses: {
      /** @description Success: Session */
      200: {
        headers: {
          RateLimit: components['headers']['RateLimit'];
          'RateLimit-Policy': components['headers']['RateLimit-Policy'];
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "success": true,
           *       "data": {
           *         "token": "token text",
           *         "token_type": "Bearer",
           *         "expires_at": "2026-03-14 09:30:00",
           *         "password_change_required": true,
           *         "user": {
           *           "userid": 1,
           *           "companyid": 2,
           *           "departmentid": 6,
           *           "emailaddress": "ann.baker@example.org",
           *           "accesslevelid": 6,
           *           "firstname": "Ann",
           *           "lastname": "Baker",
           *           "jobtitle": "jobtitle text",
           *           "landlineno": "landlineno text",
           *           "mobileno": "mobileno text",
           *           "comments": "comments text",
           *           "logincount": 1,
           *           "lastloggedin": "2026-03-14 09:30:00",
           *           "lastupdated": "2026-03-14 09:30:00",
           *           "created": "2026-03-14 09:30:00",
           *           "active": 1
           *         }
           *       }
           *     }
           */
          'application/json': {
            /** @enum {boolean} */
            success: true;
            data: components['schemas']['Session'];
          };
        };
      };
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthorized'];
      403: components['responses']['Forbidden'];
      413: components['responses']['PayloadTooLarge'];
      415: components['responses']['UnsupportedMediaType'];
      429: components['responses']['TooManyRequests'];
      500: components['responses']['InternalError'];
      503: components['responses']['Unavailable'];
    };
  };
  getMe: {
    parameters: {
      query?: never;
      header?: {
        /** @description An `ETag` from an earlier answer: a 304 without a body while it is still current */
        'If-None-Match'?: components['parameters']['IfNoneMatch'];
      };
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Success: Me */
      200: {
        headers: {
          ETag: components['headers']['ETag'];
          RateLimit: components['headers']['RateLimit'];
          'RateLimit-Policy': components['headers']['RateLimit-Policy'];
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "success": true,
           *       "data": {
           *         "user": {
           *           "userid": 1,
           *           "companyid": 2,
           *           "departmentid": 6,
           *           "emailaddress": "ann.baker@example.org",
           *           "accesslevelid": 6,
           *           "firstname": "Ann",
           *           "lastname": "Baker",
           *           "jobtitle": "jobtitle text",
           *           "landlineno": "landlineno text",
           *           "mobileno": "mobileno text",
           *           "comments": "comments text",
           *           "logincount": 1,
           *           "lastloggedin": "2026-03-14 09:30:00",
           *           "lastupdated": "2026-03-14 09:30:00",
           *           "created": "2026-03-14 09:30:00",
           *           "active": 1
           *         },
           *         "level": 1,
           *         "scope": "organisation",
           *         "companyid": 2,
           *         "via": "key"
           *       }
           *     }
           */
          'application/json': {
            /** @enum {boolean} */
            success: true;
            data: components['schemas']['Me'];
          };
        };
      };
      /** @description Not modified: the If-None-Match ETag is still current */
      304: {
        headers: {
          ETag: components['headers']['ETag'];
          RateLimit: components['headers']['RateLimit'];
          'RateLimit-Policy': components['headers']['RateLimit-Policy'];
          [name: string]: unknown;
        };
        content?: never;
      };
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthorized'];
      403: components['responses']['Forbidden'];
      429: components['responses']['TooManyRequests'];
      500: components['responses']['InternalError'];
      503: components['responses']['Unavailable'];
    };
  };
  forgotPassword: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        /**
         * @example {
         *       "emailaddress": "ann.baker@example.org"
         *     }
         */
        'application/json': {
          emailaddress: string;
        };
      };
    };
    responses: {
      /** @description Success: ask for a password reset link by email; answers the same whatever the address (at most 3 emails an hour) */
      200: {
        headers: {
          RateLimit: components['headers']['RateLimit'];
          'RateLimit-Policy': components['headers']['RateLimit-Policy'];
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "success": true,
           *       "message": "message text"
           *     }
           */
          'application/json': {
            /** @enum {boolean} */
            success: true;
            message: string;
          };
        };
      };
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthorized'];
      403: components['responses']['Forbidden'];
      413: components['responses']['PayloadTooLarge'];
      415: components['responses']['UnsupportedMediaType'];
      429: components['responses']['TooManyRequests'];
      500: components['responses']['InternalError'];
      503: components['responses']['Unavailable'];
    };
  };
  resetPassword: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        /**
         * @example {
         *       "token": "token text",
         *       "password": "correct horse battery"
         *     }
         */
        'application/json': {
          /** @description The `token` of the link */
          token: string;
          password: components['schemas']['NewPassword'];
        };
      };
    };
    responses: {
      /** @description Success: set a new password with a reset link’s token (single use, 1 hour); signs the user out everywhere */
      200: {
        headers: {
          RateLimit: components['headers']['RateLimit'];
          'RateLimit-Policy': components['headers']['RateLimit-Policy'];
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "success": true,
           *       "message": "message text"
           *     }
           */
          'application/json': {
            /** @enum {boolean} */
            success: true;
            message: string;
          };
        };
      };
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthorized'];
      403: components['responses']['Forbidden'];
      413: components['responses']['PayloadTooLarge'];
      415: components['responses']['UnsupportedMediaType'];
      429: components['responses']['TooManyRequests'];
      500: components['responses']['InternalError'];
      503: components['responses']['Unavailable'];
    };
  };
  sendPasswordReset: {
    parameters: {
      query?: never;
      header?: {
        /** @description Why the change is made: kept in the history beside who and when (docs/traceability.md) */
        'X-Change-Reason'?: components['parameters']['ChangeReason'];
      };
      path: {
        /** @description userid */
        id: number;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Success: administrator: email a user a password reset link (the person chooses the new password; the current one works until then) */
      200: {
        headers: {
          RateLimit: components['headers']['RateLimit'];
          'RateLimit-Policy': components['headers']['RateLimit-Policy'];
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "success": true,
           *       "message": "message text"
           *     }
           */
          'application/json': {
            /** @enum {boolean} */
            success: true;
            message: string;
          };
        };
      };
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthorized'];
      403: components['responses']['Forbidden'];
      404: components['responses']['NotFound'];
      413: components['responses']['PayloadTooLarge'];
      415: components['responses']['UnsupportedMediaType'];
      429: components['responses']['TooManyRequests'];
      500: components['responses']['InternalError'];
      503: components['responses']['Unavailable'];
    };
  };
  listUsers: {
    parameters: {
      query?: {
        /** @description From 1 */
        page?: number;
        /** @description Rows per page, at most 200 */
        limit?: number;
        /** @description pagination.nextCursor of the previous page; replaces page */
        cursor?: string;
        /** @description The company the users belong to (1: the organisation) */
        companyid?: number;
        /** @description 1 or 0; default both */
        active?: 0 | 1;
        /** @description Part of the first name, last name or email address, any case */
        search?: string;
      };
      header?: {
        /** @description An `ETag` from an earlier answer: a 304 without a body while it is still current */
        'If-None-Match'?: components['parameters']['IfNoneMatch'];
      };
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Success: a list of User */
      200: {
        headers: {
          ETag: components['headers']['ETag'];
          RateLimit: components['headers']['RateLimit'];
          'RateLimit-Policy': components['headers']['RateLimit-Policy'];
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "success": true,
           *       "data": [
           *         {
           *           "userid": 1,
           *           "companyid": 2,
           *           "departmentid": 6,
           *           "emailaddress": "ann.baker@example.org",
           *           "accesslevelid": 6,
           *           "firstname": "Ann",
           *           "lastname": "Baker",
           *           "jobtitle": "jobtitle text",
           *           "landlineno": "landlineno text",
           *           "mobileno": "mobileno text",
           *           "comments": "comments text",
           *           "logincount": 1,
           *           "lastloggedin": "2026-03-14 09:30:00",
           *           "lastupdated": "2026-03-14 09:30:00",
           *           "created": "2026-03-14 09:30:00",
           *           "active": 1
           *         }
           *       ],
           *       "pagination": {
           *         "page": 1,
           *         "limit": 1,
           *         "total": 1,
           *         "totalPages": 1,
           *         "nextCursor": "nextCursor text"
           *       }
           *     }
           */
          'application/json': {
            /** @enum {boolean} */
            success: true;
            data: components['schemas']['User'][];
            pagination: {
              /**
               * Format: int32
               * @description null when paging by cursor
               */
              page: number | null;
              /** Format: int32 */
              limit: number;
              /**
               * Format: int32
               * @description Users matching the filters, on all pages
               */
              total: number;
              /** Format: int32 */
              totalPages: number;
              /** @description Pass as `cursor` for the next page; null on the last */
              nextCursor: string | null;
            };
          };
        };
      };
      /** @description Not modified: the If-None-Match ETag is still current */
      304: {
        headers: {
          ETag: components['headers']['ETag'];
          RateLimit: components['headers']['RateLimit'];
          'RateLimit-Policy': components['headers']['RateLimit-Policy'];
          [name: string]: unknown;
        };
        content?: never;
      };
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthorized'];
      403: components['responses']['Forbidden'];
      429: components['responses']['TooManyRequests'];
      500: components['responses']['InternalError'];
      503: components['responses']['Unavailable'];
    };
  };
  getUser: {
    parameters: {
      query?: {
        /** @description userid, when not in the path */
        userId?: number;
      };
      header?: {
        /** @description An `ETag` from an earlier answer: a 304 without a body while it is still current */
        'If-None-Match'?: components['parameters']['IfNoneMatch'];
      };
      path: {
        /** @description userid */
        id: number;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Success: User */
      200: {
        headers: {
          ETag: components['headers']['ETag'];
          RateLimit: components['headers']['RateLimit'];
          'RateLimit-Policy': components['headers']['RateLimit-Policy'];
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "success": true,
           *       "data": {
           *         "userid": 1,
           *         "companyid": 2,
           *         "departmentid": 6,
           *         "emailaddress": "ann.baker@example.org",
           *         "accesslevelid": 6,
           *         "firstname": "Ann",
           *         "lastname": "Baker",
           *         "jobtitle": "jobtitle text",
           *         "landlineno": "landlineno text",
           *         "mobileno": "mobileno text",
           *         "comments": "comments text",
           *         "logincount": 1,
           *         "lastloggedin": "2026-03-14 09:30:00",
           *         "lastupdated": "2026-03-14 09:30:00",
           *         "created": "2026-03-14 09:30:00",
           *         "active": 1
           *       }
           *     }
           */
          'application/json': {
            /** @enum {boolean} */
            success: true;
            data: components['schemas']['User'];
          };
        };
      };
      /** @description Not modified: the If-None-Match ETag is still current */
      304: {
        headers: {
          ETag: components['headers']['ETag'];
          RateLimit: components['headers']['RateLimit'];
          'RateLimit-Policy': components['headers']['RateLimit-Policy'];
          [name: string]: unknown;
        };
        content?: never;
      };
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthorized'];
      403: components['responses']['Forbidden'];
      404: components['responses']['NotFound'];
      429: components['responses']['TooManyRequests'];
      500: components['responses']['InternalError'];
      503: components['responses']['Unavailable'];
    };
  };
  getUserByQuery: {
    parameters: {
      query?: {
        /** @description userid, when not in the path */
        userId?: number;
      };
      header?: {
        /** @description An `ETag` from an earlier answer: a 304 without a body while it is still current */
        'If-None-Match'?: components['parameters']['IfNoneMatch'];
      };
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Success: User */
      200: {
        headers: {
          ETag: components['headers']['ETag'];
          RateLimit: components['headers']['RateLimit'];
          'RateLimit-Policy': components['headers']['RateLimit-Policy'];
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "success": true,
           *       "data": {
           *         "userid": 1,
           *         "companyid": 2,
           *         "departmentid": 6,
           *         "emailaddress": "ann.baker@example.org",
           *         "accesslevelid": 6,
           *         "firstname": "Ann",
           *         "lastname": "Baker",
           *         "jobtitle": "jobtitle text",
           *         "landlineno": "landlineno text",
           *         "mobileno": "mobileno text",
           *         "comments": "comments text",
           *         "logincount": 1,
           *         "lastloggedin": "2026-03-14 09:30:00",
           *         "lastupdated": "2026-03-14 09:30:00",
           *         "created": "2026-03-14 09:30:00",
           *         "active": 1
           *       }
           *     }
           */
          'application/json': {
            /** @enum {boolean} */
            success: true;
            data: components['schemas']['User'];
          };
        };
      };
      /** @description Not modified: the If-None-Match ETag is still current */
      304: {
        headers: {
          ETag: components['headers']['ETag'];
          RateLimit: components['headers']['RateLimit'];
          'RateLimit-Policy': components['headers']['RateLimit-Policy'];
          [name: string]: unknown;
        };
        content?: never;
      };
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthorized'];
      403: components['responses']['Forbidden'];
      404: components['responses']['NotFound'];
      429: components['responses']['TooManyRequests'];
      500: components['responses']['InternalError'];
      503: components['responses']['Unavailable'];
    };
  };
  createUser: {
    parameters: {
      query?: never;
      header?: {
        /** @description Makes a retry safe: the first answer is kept 24 hours and a retry with the same key, method, path and body gets it again (with `Idempotent-Replayed: true`); the same key with another request is 422, a retry while the first still runs is 409 */
        'Idempotency-Key'?: components['parameters']['IdempotencyKey'];
        /** @description Why the change is made: kept in the history beside who and when (docs/traceability.md) */
        'X-Change-Reason'?: components['parameters']['ChangeReason'];
      };
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        /**
         * @example {
         *       "emailaddress": "ann.baker@example.org",
         *       "password": "correct horse battery",
         *       "firstname": "Ann",
         *       "lastname": "Baker",
         *       "landlineno": "landlineno text",
         *       "mobileno": "mobileno text",
         *       "companyid": 2,
         *       "jobtitle": "jobtitle text",
         *       "accesslevelid": 6,
         *       "departmentid": 6,
         *       "comments": "comments text"
         *     }
         */
        'application/json': components['schemas']['UserInput'];
      };
    };
    responses: {
      /** @description Created: create a user */
      201: {
        headers: {
          RateLimit: components['headers']['RateLimit'];
          'RateLimit-Policy': components['headers']['RateLimit-Policy'];
          'Idempotent-Replayed': components['headers']['Idempotent-Replayed'];
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "success": true,
           *       "message": "message text",
           *       "userid": 1
           *     }
           */
          'application/json': {
            /** @enum {boolean} */
            success: true;
            message: string;
            /** Format: int32 */
            userid: number;
          };
        };
      };
      400: components['responses']['BadRequestIdempotent'];
      401: components['responses']['UnauthorizedIdempotent'];
      403: components['responses']['ForbiddenIdempotent'];
      409: components['responses']['ConflictIdempotent'];
      413: components['responses']['PayloadTooLargeIdempotent'];
      415: components['responses']['UnsupportedMediaTypeIdempotent'];
      422: components['responses']['UnprocessableIdempotent'];
      429: components['responses']['TooManyRequestsIdempotent'];
      500: components['responses']['InternalError'];
      503: components['responses']['Unavailable'];
    };
  };
  updateUserWithoutId: {
    parameters: {
      query?: never;
      header?: {
        /** @description Why the change is made: kept in the history beside who and when (docs/traceability.md) */
        'X-Change-Reason'?: components['parameters']['ChangeReason'];
      };
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Validation failed, or the request is malformed (its URL, headers or body) */
      400: {
        headers: {
          RateLimit: components['headers']['RateLimit'];
          'RateLimit-Policy': components['headers']['RateLimit-Policy'];
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "success": false,
           *       "error": "error text"
           *     }
           */
          'application/json': components['schemas']['Failure'];
        };
      };
      /** @description Missing or invalid API key or token */
      401: {
        headers: {
          RateLimit: components['headers']['RateLimit'];
          'RateLimit-Policy': components['headers']['RateLimit-Policy'];
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "success": false,
           *       "error": "error text"
           *     }
           */
          'application/json': components['schemas']['Failure'];
        };
      };
      /** @description The caller lacks the permission level or scope */
      403: {
        headers: {
          RateLimit: components['headers']['RateLimit'];
          'RateLimit-Policy': components['headers']['RateLimit-Policy'];
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "success": false,
           *       "error": "error text"
           *     }
           */
          'application/json': components['schemas']['Failure'];
        };
      };
      413: components['responses']['PayloadTooLarge'];
      415: components['responses']['UnsupportedMediaType'];
      429: components['responses']['TooManyRequests'];
      /** @description Unexpected failure */
      500: {
        headers: {
          RateLimit: components['headers']['RateLimit'];
          'RateLimit-Policy': components['headers']['RateLimit-Policy'];
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "success": false,
           *       "error": "error text"
           *     }
           */
          'application/json': components['schemas']['Failure'];
        };
      };
      /** @description Unavailable for now (the database out of reach, the server shutting down): try again after Retry-After seconds */
      503: {
        headers: {
          'Retry-After': components['headers']['Retry-After'];
          RateLimit: components['headers']['RateLimit'];
          'RateLimit-Policy': components['headers']['RateLimit-Policy'];
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "success": false,
           *       "error": "error text"
           *     }
           */
          'application/json': components['schemas']['Failure'];
        };
      };
    };
  };
  updateUser: {
    parameters: {
      query?: never;
      header?: {
        /** @description Why the change is made: kept in the history beside who and when (docs/traceability.md) */
        'X-Change-Reason'?: components['parameters']['ChangeReason'];
      };
      path: {
        /** @description userid */
        id: number;
      };
      cookie?: never;
    };
    /** @description Any of these fields; others are ignored */
    requestBody: {
      content: {
        /**
         * @example {
         *       "firstname": "Ann",
         *       "lastname": "Baker",
         *       "emailaddress": "ann.baker@example.org",
         *       "landlineno": "landlineno text",
         *       "mobileno": "mobileno text",
         *       "jobtitle": "jobtitle text",
         *       "comments": "comments text"
         *     }
         */
        'application/json': {
          firstname?: string;
          lastname?: string;
          /** Format: email */
          emailaddress?: string;
          landlineno?: string | null;
          mobileno?: string | null;
          jobtitle?: string | null;
          comments?: string | null;
        };
      };
    };
    responses: {
      /** @description Success: update some of a user’s details (POST only) */
      200: {
        headers: {
          RateLimit: components['headers']['RateLimit'];
          'RateLimit-Policy': components['headers']['RateLimit-Policy'];
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "success": true,
           *       "message": "message text"
           *     }
           */
          'application/json': {
            /** @enum {boolean} */
            success: true;
            message: string;
          };
        };
      };
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthorized'];
      403: components['responses']['Forbidden'];
      404: components['responses']['NotFound'];
      409: components['responses']['Conflict'];
      413: components['responses']['PayloadTooLarge'];
      415: components['responses']['UnsupportedMediaType'];
      429: components['responses']['TooManyRequests'];
      500: components['responses']['InternalError'];
      503: components['responses']['Unavailable'];
    };
  };
  deleteUser: {
    parameters: {
      query?: never;
      header?: {
        /** @description Why the change is made: kept in the history beside who and when (docs/traceability.md) */
        'X-Change-Reason'?: components['parameters']['ChangeReason'];
      };
      path: {
        /** @description userid */
        id: number;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Success: deactivate a user (soft delete); the user’s API keys and sign-in tokens are revoked at once */
      200: {
        headers: {
          RateLimit: components['headers']['RateLimit'];
          'RateLimit-Policy': components['headers']['RateLimit-Policy'];
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "success": true,
           *       "message": "message text",
           *       "userId": 1
           *     }
           */
          'application/json': {
            /** @enum {boolean} */
            success: true;
            message: string;
            /** Format: int32 */
            userId: number;
          };
        };
      };
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthorized'];
      403: components['responses']['Forbidden'];
      404: components['responses']['NotFound'];
      413: components['responses']['PayloadTooLarge'];
      415: components['responses']['UnsupportedMediaType'];
      429: components['responses']['TooManyRequests'];
      500: components['responses']['InternalError'];
      503: components['responses']['Unavailable'];
    };
  };
  listLookups: {
    parameters: {
      query?: never;
      header?: {
        /** @description An `ETag` from an earlier answer: a 304 without a body while it is still current */
        'If-None-Match'?: components['parameters']['IfNoneMatch'];
      };
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Success: every reference table with its entries */
      200: {
        headers: {
          ETag: components['headers']['ETag'];
          RateLimit: components['headers']['RateLimit'];
          'RateLimit-Policy': components['headers']['RateLimit-Policy'];
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "success": true,
           *       "data": {
           *         "name": [
           *           {
           *             "id": 1,
           *             "name": "name text",
           *             "code": "code text"
           *           }
           *         ]
           *       }
           *     }
           */
          'application/json': {
            /** @enum {boolean} */
            success: true;
            data: {
              [key: string]: {
                /** Format: int32 */
                id: number;
                name: string;
                /** @description countries only: ISO 3166-1 alpha-2 */
                code?: string;
              }[];
            };
          };
        };
      };
      /** @description Not modified: the If-None-Match ETag is still current */
      304: {
        headers: {
          ETag: components['headers']['ETag'];
          RateLimit: components['headers']['RateLimit'];
          'RateLimit-Policy': components['headers']['RateLimit-Policy'];
          [name: string]: unknown;
        };
        content?: never;
      };
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthorized'];
      403: components['responses']['Forbidden'];
      429: components['responses']['TooManyRequests'];
      500: components['responses']['InternalError'];
      503: components['responses']['Unavailable'];
    };
  };
  getLookup: {
    parameters: {
      query?: never;
      header?: {
        /** @description An `ETag` from an earlier answer: a 304 without a body while it is still current */
        'If-None-Match'?: components['parameters']['IfNoneMatch'];
      };
      path: {
        /** @description countries, supplier_types, risk_levels, categories, product_types, uoms, access_levels, departments, spec_statuses, audit_statuses, standards */
        name:
          | 'countries'
          | 'supplier_types'
          | 'risk_levels'
          | 'categories'
          | 'product_types'
          | 'uoms'
          | 'access_levels'
          | 'departments'
          | 'spec_statuses'
          | 'audit_statuses'
          | 'standards';
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Success: one reference table */
      200: {
        headers: {
          ETag: components['headers']['ETag'];
          RateLimit: components['headers']['RateLimit'];
          'RateLimit-Policy': components['headers']['RateLimit-Policy'];
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "success": true,
           *       "data": [
           *         {
           *           "id": 1,
           *           "name": "name text",
           *           "code": "code text"
           *         }
           *       ]
           *     }
           */
          'application/json': {
            /** @enum {boolean} */
            success: true;
            data: {
              /** Format: int32 */
              id: number;
              name: string;
              /** @description countries only: ISO 3166-1 alpha-2 */
              code?: string;
            }[];
          };
        };
      };
      /** @description Not modified: the If-None-Match ETag is still current */
      304: {
        headers: {
          ETag: components['headers']['ETag'];
          RateLimit: components['headers']['RateLimit'];
          'RateLimit-Policy': components['headers']['RateLimit-Policy'];
          [name: string]: unknown;
        };
        content?: never;
      };
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthorized'];
      403: components['responses']['Forbidden'];
      404: components['responses']['NotFound'];
      429: components['responses']['TooManyRequests'];
      500: components['responses']['InternalError'];
      503: components['responses']['Unavailable'];
    };
  };
  listApiKeys: {
    parameters: {
      query?: never;
      header?: {
        /** @description An `ETag` from an earlier answer: a 304 without a body while it is still current */
        'If-None-Match'?: components['parameters']['IfNoneMatch'];
      };
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Success: every key, without its secret */
      200: {
        headers: {
          ETag: components['headers']['ETag'];
          RateLimit: components['headers']['RateLimit'];
          'RateLimit-Policy': components['headers']['RateLimit-Policy'];
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "success": true,
           *       "data": [
           *         {
           *           "id": 1,
           *           "name": "name text",
           *           "level": 1,
           *           "userid": 1,
           *           "prefix": "prefix text",
           *           "created": "2026-03-14 09:30:00",
           *           "revoked": "revoked text"
           *         }
           *       ]
           *     }
           */
          'application/json': {
            /** @enum {boolean} */
            success: true;
            data: {
              /** Format: int32 */
              id: number;
              name: string;
              /** Format: int32 */
              level: number;
              /** Format: int32 */
              userid: number;
              /** @description The first characters of the key */
              prefix: string;
              /** @description YYYY-MM-DD HH:MM:SS (UTC) */
              created: string;
              /** @description YYYY-MM-DD HH:MM:SS (UTC) */
              revoked: string | null;
            }[];
          };
        };
      };
      /** @description Not modified: the If-None-Match ETag is still current */
      304: {
        headers: {
          ETag: components['headers']['ETag'];
          RateLimit: components['headers']['RateLimit'];
          'RateLimit-Policy': components['headers']['RateLimit-Policy'];
          [name: string]: unknown;
        };
        content?: never;
      };
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthorized'];
      403: components['responses']['Forbidden'];
      429: components['responses']['TooManyRequests'];
      500: components['responses']['InternalError'];
      503: components['responses']['Unavailable'];
    };
  };
  createApiKey: {
    parameters: {
      query?: never;
      header?: {
        /** @description Why the change is made: kept in the history beside who and when (docs/traceability.md) */
        'X-Change-Reason'?: components['parameters']['ChangeReason'];
      };
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        /**
         * @example {
         *       "name": "name text",
         *       "level": 1,
         *       "userid": 1
         *     }
         */
        'application/json': {
          name: string;
          /**
           * Format: int32
           * @description 1 Basic, 2 Editor, 3 Manager, 4 Admin
           */
          level: number;
          /**
           * Format: int32
           * @description The user the key acts as; defaults to the caller’s user
           */
          userid?: number;
        };
      };
    };
    responses: {
      /** @description Created: issue an API key; the key is shown once, in this response only */
      201: {
        headers: {
          RateLimit: components['headers']['RateLimit'];
          'RateLimit-Policy': components['headers']['RateLimit-Policy'];
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "success": true,
           *       "data": {
           *         "id": 1,
           *         "key": "key text",
           *         "name": "name text",
           *         "level": 1,
           *         "userid": 1
           *       }
           *     }
           */
          'application/json': {
            /** @enum {boolean} */
            success: true;
            data: {
              /** Format: int32 */
              id: number;
              key: string;
              name: string;
              /** Format: int32 */
              level: number;
              /** Format: int32 */
              userid: number;
            };
          };
        };
      };
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthorized'];
      403: components['responses']['Forbidden'];
      413: components['responses']['PayloadTooLarge'];
      415: components['responses']['UnsupportedMediaType'];
      429: components['responses']['TooManyRequests'];
      500: components['responses']['InternalError'];
      503: components['responses']['Unavailable'];
    };
  };
  revokeApiKey: {
    parameters: {
      query?: never;
      header?: {
        /** @description Why the change is made: kept in the history beside who and when (docs/traceability.md) */
        'X-Change-Reason'?: components['parameters']['ChangeReason'];
      };
      path: {
        id: number;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Success: revoke a key: it is refused from the next request on */
      200: {
        headers: {
          RateLimit: components['headers']['RateLimit'];
          'RateLimit-Policy': components['headers']['RateLimit-Policy'];
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "success": true,
           *       "data": {
           *         "id": 1,
           *         "revoked": true
           *       }
           *     }
           */
          'application/json': {
            /** @enum {boolean} */
            success: true;
            data: {
              /** Format: int32 */
              id: number;
              revoked: boolean;
            };
          };
        };
      };
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthorized'];
      403: components['responses']['Forbidden'];
      404: components['responses']['NotFound'];
      429: components['responses']['TooManyRequests'];
      500: components['responses']['InternalError'];
      503: components['responses']['Unavailable'];
    };
  };
  createSupplier: {
    parameters: {
      query?: never;
      header?: {
        /** @description Makes a retry safe: the first answer is kept 24 hours and a retry with the same key, method, path and body gets it again (with `Idempotent-Replayed: true`); the same key with another request is 422, a retry while the first still runs is 409 */
        'Idempotency-Key'?: components['parameters']['IdempotencyKey'];
        /** @description Why the change is made: kept in the history beside who and when (docs/traceability.md) */
        'X-Change-Reason'?: components['parameters']['ChangeReason'];
      };
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        /**
         * @example {
         *       "companyname": "Greenfield Dairies Ltd",
         *       "address1": "address1 text",
         *       "address2": "address2 text",
         *       "address3": "address3 text",
         *       "city": "city text",
         *       "postcode": "postcode text",
         *       "country": 826,
         *       "techcontactname": "techcontactname text",
         *       "techcontactemail": "techcontact@greenfield-dairies.example.org",
         *       "techmobileno": "techmobileno text",
         *       "portaluserfirstname": "Ann",
         *       "portalusersurname": "Baker",
         *       "portaluseremail": "portaluser@greenfield-dairies.example.org",
         *       "portalusermobileno": "portalusermobileno text",
         *       "comcontactname": "comcontactname text",
         *       "comcontactemail": "comcontact@greenfield-dairies.example.org",
         *       "commobileno": "commobileno text",
         *       "supplier_type": 1,
         *       "risk": 1,
         *       "comments": "comments text"
         *     }
         */
        'application/json': components['schemas']['SupplierInput'];
      };
    };
    responses: {
      /** @description Created: create a supplier with its default site, SAQ record, portal user and welcome email */
      201: {
        headers: {
          RateLimit: components['headers']['RateLimit'];
          'RateLimit-Policy': components['headers']['RateLimit-Policy'];
          'Idempotent-Replayed': components['headers']['Idempotent-Replayed'];
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "success": true,
           *       "message": "message text",
           *       "supplierid": 2,
           *       "siteid": 1,
           *       "vendorcode": "vendorcode text"
           *     }
           */
          'application/json': {
            /** @enum {boolean} */
            success: true;
            message: string;
            /** Format: int32 */
            supplierid: number;
            /** Format: int32 */
            siteid: number;
            vendorcode: string;
          };
        };
      };
      400: components['responses']['BadRequestIdempotent'];
      401: components['responses']['UnauthorizedIdempotent'];
      403: components['responses']['ForbiddenIdempotent'];
      409: components['responses']['ConflictIdempotent'];
      413: components['responses']['PayloadTooLargeIdempotent'];
      415: components['responses']['UnsupportedMediaTypeIdempotent'];
      422: components['responses']['UnprocessableIdempotent'];
      429: components['responses']['TooManyRequestsIdempotent'];
      500: components['responses']['InternalError'];
      503: components['responses']['Unavailable'];
    };
  };
  createSupplierBulk: {
    parameters: {
      query?: never;
      header?: {
        /** @description Makes a retry safe: the first answer is kept 24 hours and a retry with the same key, method, path and body gets it again (with `Idempotent-Replayed: true`); the same key with another request is 422, a retry while the first still runs is 409 */
        'Idempotency-Key'?: components['parameters']['IdempotencyKey'];
        /** @description Why the change is made: kept in the history beside who and when (docs/traceability.md) */
        'X-Change-Reason'?: components['parameters']['ChangeReason'];
      };
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        /**
         * @example [
         *       {
         *         "companyname": "Greenfield Dairies Ltd",
         *         "address1": "address1 text",
         *         "address2": "address2 text",
         *         "address3": "address3 text",
         *         "city": "city text",
         *         "postcode": "postcode text",
         *         "country": 826,
         *         "techcontactname": "techcontactname text",
         *         "techcontactemail": "techcontact+1@greenfield-dairies.example.org",
         *         "techmobileno": "techmobileno text",
         *         "portaluserfirstname": "Ann",
         *         "portalusersurname": "Baker",
         *         "portaluseremail": "portaluser+1@greenfield-dairies.example.org",
         *         "portalusermobileno": "portalusermobileno text",
         *         "comcontactname": "comcontactname text",
         *         "comcontactemail": "comcontact+1@greenfield-dairies.example.org",
         *         "commobileno": "commobileno text",
         *         "supplier_type": 1,
         *         "risk": 1,
         *         "comments": "comments text"
         *       },
         *       {
         *         "companyname": "Greenfield Dairies Ltd",
         *         "address1": "address1 text",
         *         "address2": "address2 text",
         *         "address3": "address3 text",
         *         "city": "city text",
         *         "postcode": "postcode text",
         *         "country": 826,
         *         "techcontactname": "techcontactname text",
         *         "techcontactemail": "techcontact+2@greenfield-dairies.example.org",
         *         "techmobileno": "techmobileno text",
         *         "portaluserfirstname": "Ann",
         *         "portalusersurname": "Baker",
         *         "portaluseremail": "portaluser+2@greenfield-dairies.example.org",
         *         "portalusermobileno": "portalusermobileno text",
         *         "comcontactname": "comcontactname text",
         *         "comcontactemail": "comcontact+2@greenfield-dairies.example.org",
         *         "commobileno": "commobileno text",
         *         "supplier_type": 1,
         *         "risk": 1,
         *         "comments": "comments text"
         *       }
         *     ]
         */
        'application/json': components['schemas']['SupplierInput'] | components['schemas']['SupplierInput'][];
        'multipart/form-data': {
          /**
           * Format: binary
           * @description CSV: a header row of field names (the JSON fields), then one row per record; UTF-8, comma-separated
           */
          file: Blob;
        };
      };
    };
    responses: {
      /** @description Success: create many suppliers from a JSON array or a CSV file (multipart field `file`) */
      200: {
        headers: {
          RateLimit: components['headers']['RateLimit'];
          'RateLimit-Policy': components['headers']['RateLimit-Policy'];
          'Idempotent-Replayed': components['headers']['Idempotent-Replayed'];
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "success": true,
           *       "total": 1,
           *       "created": 1,
           *       "failed": 1,
           *       "results": [
           *         {
           *           "row": 1,
           *           "companyname": "Greenfield Dairies Ltd",
           *           "status": "success",
           *           "supplierid": 2,
           *           "siteid": 1,
           *           "vendorcode": "vendorcode text",
           *           "message": "message text",
           *           "problems": [
           *             {
           *               "fields": [
           *                 "fields text"
           *               ],
           *               "message": "message text"
           *             }
           *           ]
           *         }
           *       ],
           *       "retry_payload": [
           *         {}
           *       ]
           *     }
           */
          'application/json': {
            /** @enum {boolean} */
            success: true;
            /** Format: int32 */
            total: number;
            /** Format: int32 */
            created: number;
            /** Format: int32 */
            failed: number;
            results: components['schemas']['SupplierBulkResult'][];
            /** @description The failed rows as sent, to correct and resubmit */
            retry_payload: {
              [key: string]: unknown;
            }[];
          };
        };
      };
      /** @description Created: create many suppliers from a JSON array or a CSV file (multipart field `file`) */
      201: {
        headers: {
          RateLimit: components['headers']['RateLimit'];
          'RateLimit-Policy': components['headers']['RateLimit-Policy'];
          'Idempotent-Replayed': components['headers']['Idempotent-Replayed'];
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "success": true,
           *       "total": 1,
           *       "created": 1,
           *       "failed": 1,
           *       "results": [
           *         {
           *           "row": 1,
           *           "companyname": "Greenfield Dairies Ltd",
           *           "status": "success",
           *           "supplierid": 2,
           *           "siteid": 1,
           *           "vendorcode": "vendorcode text",
           *           "message": "message text",
           *           "problems": [
           *             {
           *               "fields": [
           *                 "fields text"
           *               ],
           *               "message": "message text"
           *             }
           *           ]
           *         }
           *       ],
           *       "retry_payload": [
           *         {}
           *       ]
           *     }
           */
          'application/json': {
            /** @enum {boolean} */
            success: true;
            /** Format: int32 */
            total: number;
            /** Format: int32 */
            created: number;
            /** Format: int32 */
            failed: number;
            results: components['schemas']['SupplierBulkResult'][];
            /** @description The failed rows as sent, to correct and resubmit */
            retry_payload: {
              [key: string]: unknown;
            }[];
          };
        };
      };
      400: components['responses']['BadRequestIdempotent'];
      401: components['responses']['UnauthorizedIdempotent'];
      403: components['responses']['ForbiddenIdempotent'];
      409: components['responses']['ConflictIdempotent'];
      413: components['responses']['PayloadTooLargeIdempotent'];
      415: components['responses']['UnsupportedMediaTypeIdempotent'];
      422: components['responses']['UnprocessableIdempotent'];
      429: components['responses']['TooManyRequestsIdempotent'];
      500: components['responses']['InternalError'];
      503: components['responses']['Unavailable'];
    };
  };
  getSupplierCsvTemplate: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description The template: an attachment named supplier_template.csv */
      200: {
        headers: {
          'Content-Disposition': components['headers']['Content-Disposition'];
          RateLimit: components['headers']['RateLimit'];
          'RateLimit-Policy': components['headers']['RateLimit-Policy'];
          [name: string]: unknown;
        };
        content: {
          /**
           * @example companyname,address1,address2,address3,city,postcode,country,techcontactname,techcontactemail,techmobileno,portaluserfirstname,portalusersurname,portaluseremail,portalusermobileno,comcontactname,comcontactemail,commobileno,supplier_type,risk,comments
           *     Green Valley Foods Ltd,"Unit 4, Riverside Park",Mill Lane,,Leeds,LS1 4AB,826,Jane Smith,jane.smith@example.com,07700 900123,Jane,Smith,portal.user@example.com,07700 900123,John Brown,john.brown@example.com,07700 900456,1,1,Example row: replace with your own data
           */
          'text/csv': string;
        };
      };
      400: components['responses']['BadRequest'];
      429: components['responses']['TooManyRequests'];
      500: components['responses']['InternalError'];
    };
  };
  listSuppliers: {
    parameters: {
      query?: {
        /** @description From 1 */
        page?: number;
        /** @description Rows per page, at most 200 */
        limit?: number;
        /** @description pagination.next_cursor of the previous page (same filters, sort and limit); replaces page */
        cursor?: string;
        /** @description Part of the company name or vendor code, any case */
        search?: string;
        /** @description 1 or 0; default both */
        active?: 0 | 1;
        /** @description A country id */
        country?: number;
        /** @description A risk level id */
        risk?: number;
        /** @description Sort by this column (text any case; country by its name; risk Low, Medium, High). A `-` before the name sorts descending; ties are broken by the id, in the same direction. Omitted: the list's own order. */
        sort?:
          | 'vendorcode'
          | '-vendorcode'
          | 'companyname'
          | '-companyname'
          | 'city'
          | '-city'
          | 'country'
          | '-country'
          | 'risk'
          | '-risk'
          | 'active'
          | '-active'
          | 'created'
          | '-created';
      };
      header?: {
        /** @description An `ETag` from an earlier answer: a 304 without a body while it is still current */
        'If-None-Match'?: components['parameters']['IfNoneMatch'];
      };
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Success: a list of SupplierListItem */
      200: {
        headers: {
          ETag: components['headers']['ETag'];
          RateLimit: components['headers']['RateLimit'];
          'RateLimit-Policy': components['headers']['RateLimit-Policy'];
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "success": true,
           *       "data": [
           *         {
           *           "supplierid": 2,
           *           "vendorcode": "vendorcode text",
           *           "companyname": "Greenfield Dairies Ltd",
           *           "city": "city text",
           *           "postcode": "postcode text",
           *           "countryid": 826,
           *           "suppliertypeid": 1,
           *           "riskid": 1,
           *           "active": 1,
           *           "created": "2026-03-14 09:30:00",
           *           "lastupdated": "2026-03-14 09:30:00"
           *         }
           *       ],
           *       "pagination": {
           *         "page": 1,
           *         "limit": 1,
           *         "total": 1,
           *         "totalPages": 1,
           *         "nextCursor": "nextCursor text"
           *       }
           *     }
           */
          'application/json': {
            /** @enum {boolean} */
            success: true;
            data: components['schemas']['SupplierListItem'][];
            pagination: {
              /**
               * Format: int32
               * @description null when paging by cursor
               */
              page: number | null;
              /** Format: int32 */
              limit: number;
              /**
               * Format: int32
               * @description Suppliers matching the filters, on all pages
               */
              total: number;
              /** Format: int32 */
              totalPages: number;
              /** @description Pass as `cursor` for the next page; null on the last */
              nextCursor: string | null;
            };
          };
        };
      };
      /** @description Not modified: the If-None-Match ETag is still current */
      304: {
        headers: {
          ETag: components['headers']['ETag'];
          RateLimit: components['headers']['RateLimit'];
          'RateLimit-Policy': components['headers']['RateLimit-Policy'];
          [name: string]: unknown;
        };
        content?: never;
      };
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthorized'];
      403: components['responses']['Forbidden'];
      429: components['responses']['TooManyRequests'];
      500: components['responses']['InternalError'];
      503: components['responses']['Unavailable'];
    };
  };
  getSupplier: {
    parameters: {
      query?: never;
      header?: {
        /** @description An `ETag` from an earlier answer: a 304 without a body while it is still current */
        'If-None-Match'?: components['parameters']['IfNoneMatch'];
      };
      path: {
        /** @description supplierid (the company id) */
        supplierid: number;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Success: Supplier */
      200: {
        headers: {
          ETag: components['headers']['ETag'];
          RateLimit: components['headers']['RateLimit'];
          'RateLimit-Policy': components['headers']['RateLimit-Policy'];
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "success": true,
           *       "data": {
           *         "supplier": {
           *           "supplierid": 2,
           *           "vendorcode": "vendorcode text",
           *           "companyname": "Greenfield Dairies Ltd",
           *           "address1": "address1 text",
           *           "address2": "address2 text",
           *           "address3": "address3 text",
           *           "city": "city text",
           *           "postcode": "postcode text",
           *           "countryid": 826,
           *           "technicalcontactname": "technicalcontactname text",
           *           "technicalcontactemail": "technicalcontact@greenfield-dairies.example.org",
           *           "technicalmobileno": "technicalmobileno text",
           *           "commercialcontactname": "commercialcontactname text",
           *           "commercialcontactemail": "commercialcontact@greenfield-dairies.example.org",
           *           "commercialmobileno": "commercialmobileno text",
           *           "suppliertypeid": 1,
           *           "riskid": 1,
           *           "comments": "comments text",
           *           "enabled": 1,
           *           "active": 1,
           *           "created": "2026-03-14 09:30:00",
           *           "lastupdated": "2026-03-14 09:30:00",
           *           "sites": [
           *             {
           *               "siteid": 1,
           *               "sitename": "sitename text",
           *               "address1": "address1 text",
           *               "address2": "address2 text",
           *               "address3": "address3 text",
           *               "city": "city text",
           *               "postcode": "postcode text",
           *               "countryid": 826,
           *               "gln": "5012345000008",
           *               "sitetype": "sitetype text",
           *               "contactemail": "contact@greenfield-dairies.example.org",
           *               "is_default": true,
           *               "active": 1,
           *               "created": "2026-03-14 09:30:00",
           *               "lastupdated": "2026-03-14 09:30:00"
           *             }
           *           ],
           *           "saq": {
           *             "saqid": 1,
           *             "status": "status text",
           *             "created": "2026-03-14 09:30:00",
           *             "lastupdated": "2026-03-14 09:30:00"
           *           },
           *           "approvalstatus": "approvalstatus text",
           *           "portal_users": [
           *             {
           *               "userid": 1,
           *               "emailaddress": "ann.baker@example.org",
           *               "firstname": "Ann",
           *               "lastname": "Baker",
           *               "mobileno": "mobileno text",
           *               "departmentid": 6,
           *               "accesslevelid": 6,
           *               "active": 1,
           *               "logincount": 1,
           *               "lastloggedin": "2026-03-14 09:30:00",
           *               "created": "2026-03-14 09:30:00",
           *               "temporary_password": true,
           *               "welcome_email": "welcome@greenfield-dairies.example.org"
           *             }
           *           ]
           *         },
           *         "accreditations": [
           *           {
           *             "accreditationid": 1,
           *             "standard": "standard text",
           *             "certificatenumber": "certificatenumber text",
           *             "grade": "grade text",
           *             "expirydate": "2027-03-13",
           *             "supplierid": 2,
           *             "standardid": 1,
           *             "certifyingbody": "certifyingbody text",
           *             "issuedate": "2026-03-14",
           *             "siteid": 1,
           *             "scope": "scope text",
           *             "status": "valid",
           *             "days_to_expiry": 1,
           *             "reminders_sent": [
           *               1
           *             ],
           *             "document": {
           *               "url": "https://hooks.example.org/foodtrace",
           *               "filename": "filename text",
           *               "size": 1
           *             },
           *             "created": "2026-03-14 09:30:00",
           *             "lastupdated": "2026-03-14 09:30:00"
           *           }
           *         ]
           *       }
           *     }
           */
          'application/json': {
            /** @enum {boolean} */
            success: true;
            data: components['schemas']['Supplier'];
          };
        };
      };
      /** @description Not modified: the If-None-Match ETag is still current */
      304: {
        headers: {
          ETag: components['headers']['ETag'];
          RateLimit: components['headers']['RateLimit'];
          'RateLimit-Policy': components['headers']['RateLimit-Policy'];
          [name: string]: unknown;
        };
        content?: never;
      };
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthorized'];
      403: components['responses']['Forbidden'];
      404: components['responses']['NotFound'];
      429: components['responses']['TooManyRequests'];
      500: components['responses']['InternalError'];
      503: components['responses']['Unavailable'];
    };
  };
  updateSupplier: {
    parameters: {
      query?: never;
      header?: {
        /** @description Why the change is made: kept in the history beside who and when (docs/traceability.md) */
        'X-Change-Reason'?: components['parameters']['ChangeReason'];
      };
      path: {
        /** @description supplierid (the company id) */
        supplierid: number;
      };
      cookie?: never;
    };
    /** @description Any of these fields; others (the portal user fields included) are ignored */
    requestBody: {
      content: {
        /**
         * @example {
         *       "companyname": "Greenfield Dairies Ltd",
         *       "address1": "address1 text",
         *       "address2": "address2 text",
         *       "address3": "address3 text",
         *       "city": "city text",
         *       "postcode": "postcode text",
         *       "country": 826,
         *       "techcontactname": "techcontactname text",
         *       "techcontactemail": "techcontact@greenfield-dairies.example.org",
         *       "techmobileno": "techmobileno text",
         *       "comcontactname": "comcontactname text",
         *       "comcontactemail": "comcontact@greenfield-dairies.example.org",
         *       "commobileno": "commobileno text",
         *       "supplier_type": 1,
         *       "risk": 1,
         *       "comments": "comments text"
         *     }
         */
        'application/json': {
          companyname?: string;
          address1?: string;
          address2?: string | null;
          address3?: string | null;
          city?: string;
          postcode?: string;
          /**
           * Format: int32
           * @description An id of GET /lookups/countries
           */
          country?: number;
          techcontactname?: string;
          /** Format: email */
          techcontactemail?: string;
          techmobileno?: string;
          comcontactname?: string;
          /** Format: email */
          comcontactemail?: string;
          commobileno?: string;
          /**
           * Format: int32
           * @description An id of GET /lookups/supplier_types
           */
          supplier_type?: number;
          /**
           * Format: int32
           * @description An id of GET /lookups/risk_levels
           */
          risk?: number;
          comments?: string | null;
        };
      };
    };
    responses: {
      /** @description Success: update some of an active supplier’s company fields (also POST + X-HTTP-Method-Override: PUT) */
      200: {
        headers: {
          RateLimit: components['headers']['RateLimit'];
          'RateLimit-Policy': components['headers']['RateLimit-Policy'];
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "success": true,
           *       "message": "message text",
           *       "supplierid": 2,
           *       "vendorcode": "vendorcode text",
           *       "companyname": "Greenfield Dairies Ltd"
           *     }
           */
          'application/json': {
            /** @enum {boolean} */
            success: true;
            message: string;
            /** Format: int32 */
            supplierid: number;
            vendorcode: string;
            companyname: string;
          };
        };
      };
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthorized'];
      403: components['responses']['Forbidden'];
      404: components['responses']['NotFound'];
      413: components['responses']['PayloadTooLarge'];
      415: components['responses']['UnsupportedMediaType'];
      429: components['responses']['TooManyRequests'];
      500: components['responses']['InternalError'];
      503: components['responses']['Unavailable'];
    };
  };
  deleteSupplier: {
    parameters: {
      query?: never;
      header?: {
        /** @description Why the change is made: kept in the history beside who and when (docs/traceability.md) */
        'X-Change-Reason'?: components['parameters']['ChangeReason'];
      };
      path: {
        /** @description supplierid (the company id) */
        supplierid: number;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Success: deactivate a supplier with its sites and portal users (soft delete) */
      200: {
        headers: {
          RateLimit: components['headers']['RateLimit'];
          'RateLimit-Policy': components['headers']['RateLimit-Policy'];
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "success": true,
           *       "message": "message text",
           *       "supplierid": 2
           *     }
           */
          'application/json': {
            /** @enum {boolean} */
            success: true;
            message: string;
            /** Format: int32 */
            supplierid: number;
          };
        };
      };
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthorized'];
      403: components['responses']['Forbidden'];
      404: components['responses']['NotFound'];
      429: components['responses']['TooManyRequests'];
      500: components['responses']['InternalError'];
      503: components['responses']['Unavailable'];
    };
  };
  createSite: {
    parameters: {
      query?: never;
      header?: {
        /** @description Makes a retry safe: the first answer is kept 24 hours and a retry with the same key, method, path and body gets it again (with `Idempotent-Replayed: true`); the same key with another request is 422, a retry while the first still runs is 409 */
        'Idempotency-Key'?: components['parameters']['IdempotencyKey'];
        /** @description Why the change is made: kept in the history beside who and when (docs/traceability.md) */
        'X-Change-Reason'?: components['parameters']['ChangeReason'];
      };
      path: {
        /** @description supplierid (the company id) */
        supplierid: number;
      };
      cookie?: never;
    };
    requestBody: {
      content: {
        /**
         * @example {
         *       "sitename": "sitename text",
         *       "address1": "address1 text",
         *       "address2": "address2 text",
         *       "address3": "address3 text",
         *       "city": "city text",
         *       "postcode": "postcode text",
         *       "countryid": 826,
         *       "gln": "5012345000008",
         *       "contactemail": "contact@greenfield-dairies.example.org"
         *     }
         */
        'application/json': components['schemas']['SiteInput'];
      };
    };
    responses: {
      /** @description Created: add a site (a physical place: factory, depot, farm) to an active supplier */
      201: {
        headers: {
          RateLimit: components['headers']['RateLimit'];
          'RateLimit-Policy': components['headers']['RateLimit-Policy'];
          'Idempotent-Replayed': components['headers']['Idempotent-Replayed'];
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "success": true,
           *       "message": "message text",
           *       "supplierid": 2,
           *       "siteid": 1
           *     }
           */
          'application/json': {
            /** @enum {boolean} */
            success: true;
            message: string;
            /** Format: int32 */
            supplierid: number;
            /** Format: int32 */
            siteid: number;
          };
        };
      };
      400: components['responses']['BadRequestIdempotent'];
      401: components['responses']['UnauthorizedIdempotent'];
      403: components['responses']['ForbiddenIdempotent'];
      404: components['responses']['NotFoundIdempotent'];
      409: components['responses']['ConflictIdempotent'];
      413: components['responses']['PayloadTooLargeIdempotent'];
      415: components['responses']['UnsupportedMediaTypeIdempotent'];
      422: components['responses']['UnprocessableIdempotent'];
      429: components['responses']['TooManyRequestsIdempotent'];
      500: components['responses']['InternalError'];
      503: components['responses']['Unavailable'];
    };
  };
  updateSite: {
    parameters: {
      query?: never;
      header?: {
        /** @description Why the change is made: kept in the history beside who and when (docs/traceability.md) */
        'X-Change-Reason'?: components['parameters']['ChangeReason'];
      };
      path: {
        /** @description supplierid (the company id) */
        supplierid: number;
        /** @description The site id (GET /suppliers/{supplierid}: supplier.sites) */
        siteid: number;
      };
      cookie?: never;
    };
    /** @description Any of these fields; others (is_default, active, sitetype, unknown ones) are ignored */
    requestBody: {
      content: {
        /**
         * @example {
         *       "sitename": "sitename text",
         *       "address1": "address1 text",
         *       "address2": "address2 text",
         *       "address3": "address3 text",
         *       "city": "city text",
         *       "postcode": "postcode text",
         *       "countryid": 826,
         *       "gln": "5012345000015",
         *       "contactemail": "contact@greenfield-dairies.example.org"
         *     }
         */
        'application/json': {
          sitename?: string;
          address1?: string;
          address2?: string | null;
          address3?: string | null;
          city?: string;
          postcode?: string;
          /**
           * Format: int32
           * @description An id of GET /lookups/countries
           */
          countryid?: number;
          /**
           * @description Global Location Number: 13 digits with a valid GS1 check digit; null clears it
           * @example 5012345000015
           */
          gln?: string | null;
          /**
           * Format: email
           * @description Who is told when an incident reaches the site; null clears it
           */
          contactemail?: string | null;
        };
      };
    };
    responses: {
      /** @description Success: change some fields of an active site (also POST + X-HTTP-Method-Override: PUT) */
      200: {
        headers: {
          RateLimit: components['headers']['RateLimit'];
          'RateLimit-Policy': components['headers']['RateLimit-Policy'];
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "success": true,
           *       "message": "message text",
           *       "supplierid": 2,
           *       "siteid": 1
           *     }
           */
          'application/json': {
            /** @enum {boolean} */
            success: true;
            message: string;
            /** Format: int32 */
            supplierid: number;
            /** Format: int32 */
            siteid: number;
          };
        };
      };
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthorized'];
      403: components['responses']['Forbidden'];
      404: components['responses']['NotFound'];
      409: components['responses']['Conflict'];
      413: components['responses']['PayloadTooLarge'];
      415: components['responses']['UnsupportedMediaType'];
      429: components['responses']['TooManyRequests'];
      500: components['responses']['InternalError'];
      503: components['responses']['Unavailable'];
    };
  };
  deleteSite: {
    parameters: {
      query?: never;
      header?: {
        /** @description Why the change is made: kept in the history beside who and when (docs/traceability.md) */
        'X-Change-Reason'?: components['parameters']['ChangeReason'];
      };
      path: {
        /** @description supplierid (the company id) */
        supplierid: number;
        /** @description The site id (GET /suppliers/{supplierid}: supplier.sites) */
        siteid: number;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Success: deactivate a site other than the default one (soft delete) */
      200: {
        headers: {
          RateLimit: components['headers']['RateLimit'];
          'RateLimit-Policy': components['headers']['RateLimit-Policy'];
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "success": true,
           *       "message": "message text",
           *       "supplierid": 2,
           *       "siteid": 1
           *     }
           */
          'application/json': {
            /** @enum {boolean} */
            success: true;
            message: string;
            /** Format: int32 */
            supplierid: number;
            /** Format: int32 */
            siteid: number;
          };
        };
      };
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthorized'];
      403: components['responses']['Forbidden'];
      404: components['responses']['NotFound'];
      409: components['responses']['Conflict'];
      429: components['responses']['TooManyRequests'];
      500: components['responses']['InternalError'];
      503: components['responses']['Unavailable'];
    };
  };
  createPortalUser: {
    parameters: {
      query?: never;
      header?: {
        /** @description Makes a retry safe: the first answer is kept 24 hours and a retry with the same key, method, path and body gets it again (with `Idempotent-Replayed: true`); the same key with another request is 422, a retry while the first still runs is 409 */
        'Idempotency-Key'?: components['parameters']['IdempotencyKey'];
        /** @description Why the change is made: kept in the history beside who and when (docs/traceability.md) */
        'X-Change-Reason'?: components['parameters']['ChangeReason'];
      };
      path: {
        /** @description supplierid (the company id) */
        supplierid: number;
      };
      cookie?: never;
    };
    requestBody: {
      content: {
        /**
         * @example {
         *       "firstname": "Ann",
         *       "lastname": "Baker",
         *       "emailaddress": "second.portal@greenfield-dairies.example.org",
         *       "mobileno": "mobileno text"
         *     }
         */
        'application/json': components['schemas']['PortalUserInput'];
      };
    };
    responses: {
      /** @description Created: add a portal user to an active supplier: temporary password and welcome email, as at creation */
      201: {
        headers: {
          RateLimit: components['headers']['RateLimit'];
          'RateLimit-Policy': components['headers']['RateLimit-Policy'];
          'Idempotent-Replayed': components['headers']['Idempotent-Replayed'];
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "success": true,
           *       "message": "message text",
           *       "supplierid": 2,
           *       "userid": 1
           *     }
           */
          'application/json': {
            /** @enum {boolean} */
            success: true;
            message: string;
            /** Format: int32 */
            supplierid: number;
            /** Format: int32 */
            userid: number;
          };
        };
      };
      400: components['responses']['BadRequestIdempotent'];
      401: components['responses']['UnauthorizedIdempotent'];
      403: components['responses']['ForbiddenIdempotent'];
      404: components['responses']['NotFoundIdempotent'];
      409: components['responses']['ConflictIdempotent'];
      413: components['responses']['PayloadTooLargeIdempotent'];
      415: components['responses']['UnsupportedMediaTypeIdempotent'];
      422: components['responses']['UnprocessableIdempotent'];
      429: components['responses']['TooManyRequestsIdempotent'];
      500: components['responses']['InternalError'];
      503: components['responses']['Unavailable'];
    };
  };
  resendWelcomeEmail: {
    parameters: {
      query?: never;
      header?: {
        /** @description Makes a retry safe: the first answer is kept 24 hours and a retry with the same key, method, path and body gets it again (with `Idempotent-Replayed: true`); the same key with another request is 422, a retry while the first still runs is 409 */
        'Idempotency-Key'?: components['parameters']['IdempotencyKey'];
        /** @description Why the change is made: kept in the history beside who and when (docs/traceability.md) */
        'X-Change-Reason'?: components['parameters']['ChangeReason'];
      };
      path: {
        /** @description supplierid (the company id) */
        supplierid: number;
        /** @description A portal user of that supplier (GET /suppliers/{supplierid}: supplier.portal_users) */
        userid: number;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Success: send a portal user’s welcome email again, with a new temporary password, while the user has not set a password */
      200: {
        headers: {
          RateLimit: components['headers']['RateLimit'];
          'RateLimit-Policy': components['headers']['RateLimit-Policy'];
          'Idempotent-Replayed': components['headers']['Idempotent-Replayed'];
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "success": true,
           *       "message": "message text",
           *       "supplierid": 2,
           *       "userid": 1
           *     }
           */
          'application/json': {
            /** @enum {boolean} */
            success: true;
            message: string;
            /** Format: int32 */
            supplierid: number;
            /** Format: int32 */
            userid: number;
          };
        };
      };
      400: components['responses']['BadRequestIdempotent'];
      401: components['responses']['UnauthorizedIdempotent'];
      403: components['responses']['ForbiddenIdempotent'];
      404: components['responses']['NotFoundIdempotent'];
      409: components['responses']['ConflictIdempotent'];
      413: components['responses']['PayloadTooLargeIdempotent'];
      415: components['responses']['UnsupportedMediaTypeIdempotent'];
      422: components['responses']['UnprocessableIdempotent'];
      429: components['responses']['TooManyRequestsIdempotent'];
      500: components['responses']['InternalError'];
      503: components['responses']['Unavailable'];
    };
  };
  getNewlineById: {
    parameters: {
      query?: never;
      header?: {
        /** @description An `ETag` from an earlier answer: a 304 without a body while it is still current */
        'If-None-Match'?: components['parameters']['IfNoneMatch'];
      };
      path: {
        /** @description newlineid */
        id: number;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Success: Newline */
      200: {
        headers: {
          ETag: components['headers']['ETag'];
          RateLimit: components['headers']['RateLimit'];
          'RateLimit-Policy': components['headers']['RateLimit-Policy'];
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "success": true,
           *       "data": {
           *         "newlineid": 1,
           *         "psid": 2,
           *         "companyid": 2,
           *         "productname": "Organic whole milk 1 L",
           *         "productcode": "Organic whole milk 1 L",
           *         "description": "description text",
           *         "producttype": 1,
           *         "category": 1,
           *         "alcoholic": 1,
           *         "cannedfish": 1,
           *         "cbd": 1,
           *         "chocolate": 1,
           *         "coffee": 1,
           *         "curedmeats": 1,
           *         "freshfish": 1,
           *         "freshfruit": 1,
           *         "freshmeat": 1,
           *         "honey": 1,
           *         "jam": 1,
           *         "oliveoil": 1,
           *         "smokedfish": 1,
           *         "supplements": 1,
           *         "cheese": 1,
           *         "fish": 1,
           *         "mcs": 1,
           *         "buyer": 1,
           *         "buyercomments": "buyercomments text",
           *         "lastupdated": "2026-03-14 09:30:00",
           *         "created": "2026-03-14 09:30:00",
           *         "isactive": 1
           *       }
           *     }
           */
          'application/json': {
            /** @enum {boolean} */
            success: true;
            data: components['schemas']['Newline'];
          };
        };
      };
      /** @description Not modified: the If-None-Match ETag is still current */
      304: {
        headers: {
          ETag: components['headers']['ETag'];
          RateLimit: components['headers']['RateLimit'];
          'RateLimit-Policy': components['headers']['RateLimit-Policy'];
          [name: string]: unknown;
        };
        content?: never;
      };
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthorized'];
      403: components['responses']['Forbidden'];
      404: components['responses']['NotFound'];
      429: components['responses']['TooManyRequests'];
      500: components['responses']['InternalError'];
      503: components['responses']['Unavailable'];
    };
  };
  updateNewlineById: {
    parameters: {
      query?: never;
      header?: {
        /** @description Why the change is made: kept in the history beside who and when (docs/traceability.md) */
        'X-Change-Reason'?: components['parameters']['ChangeReason'];
      };
      path: {
        /** @description newlineid */
        id: number;
      };
      cookie?: never;
    };
    /** @description Any of these fields; others are ignored */
    requestBody: {
      content: {
        /**
         * @example {
         *       "companyid": 2,
         *       "productname": "Organic whole milk 1 L",
         *       "productcode": "Organic whol",
         *       "description": "description text",
         *       "producttype": 1,
         *       "category": 1,
         *       "alcoholic": 1,
         *       "cannedfish": 1,
         *       "cbd": 1,
         *       "chocolate": 1,
         *       "coffee": 1,
         *       "curedmeats": 1,
         *       "freshfish": 1,
         *       "freshfruit": 1,
         *       "freshmeat": 1,
         *       "honey": 1,
         *       "jam": 1,
         *       "oliveoil": 1,
         *       "smokedfish": 1,
         *       "supplements": 1,
         *       "cheese": 1,
         *       "fish": 1,
         *       "mcs": 1,
         *       "buyer": 1,
         *       "buyercomments": "buyercomments text",
         *       "isactive": 1
         *     }
         */
        'application/json': {
          /**
           * Format: int32
           * @description Moving a newline to another company moves it to that company’s default site
           */
          companyid?: number;
          productname?: string;
          productcode?: string;
          description?: string | null;
          /**
           * Format: int32
           * @description An id of GET /lookups/product_types
           */
          producttype?: number | null;
          /**
           * Format: int32
           * @description An id of GET /lookups/categories
           */
          category?: number | null;
          /** Format: int32 */
          alcoholic?: number;
          /** Format: int32 */
          cannedfish?: number;
          /** Format: int32 */
          cbd?: number;
          /** Format: int32 */
          chocolate?: number;
          /** Format: int32 */
          coffee?: number;
          /** Format: int32 */
          curedmeats?: number;
          /** Format: int32 */
          freshfish?: number;
          /** Format: int32 */
          freshfruit?: number;
          /** Format: int32 */
          freshmeat?: number;
          /** Format: int32 */
          honey?: number;
          /** Format: int32 */
          jam?: number;
          /** Format: int32 */
          oliveoil?: number;
          /** Format: int32 */
          smokedfish?: number;
          /** Format: int32 */
          supplements?: number;
          /** Format: int32 */
          cheese?: number;
          /** Format: int32 */
          fish?: number;
          /** Format: int32 */
          mcs?: number | null;
          /**
           * Format: int32
           * @description A user id
           */
          buyer?: number | null;
          buyercomments?: string | null;
          /** Format: int32 */
          isactive?: number;
        };
      };
    };
    responses: {
      /** @description Success: update some of a newline’s fields (also POST with X-HTTP-Method-Override: PUT) */
      200: {
        headers: {
          RateLimit: components['headers']['RateLimit'];
          'RateLimit-Policy': components['headers']['RateLimit-Policy'];
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "success": true,
           *       "data": {
           *         "message": "message text",
           *         "data": {
           *           "newlineid": 1,
           *           "psid": 2,
           *           "companyid": 2,
           *           "productname": "Organic whole milk 1 L",
           *           "productcode": "Organic whole milk 1 L",
           *           "description": "description text",
           *           "producttype": 1,
           *           "category": 1,
           *           "alcoholic": 1,
           *           "cannedfish": 1,
           *           "cbd": 1,
           *           "chocolate": 1,
           *           "coffee": 1,
           *           "curedmeats": 1,
           *           "freshfish": 1,
           *           "freshfruit": 1,
           *           "freshmeat": 1,
           *           "honey": 1,
           *           "jam": 1,
           *           "oliveoil": 1,
           *           "smokedfish": 1,
           *           "supplements": 1,
           *           "cheese": 1,
           *           "fish": 1,
           *           "mcs": 1,
           *           "buyer": 1,
           *           "buyercomments": "buyercomments text",
           *           "lastupdated": "2026-03-14 09:30:00",
           *           "created": "2026-03-14 09:30:00",
           *           "isactive": 1
           *         },
           *         "accordionHeader": 1
           *       }
           *     }
           */
          'application/json': {
            /** @enum {boolean} */
            success: true;
            data: {
              message: string;
              data: components['schemas']['Newline'];
              /** @enum {number} */
              accordionHeader: 1;
            };
          };
        };
      };
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthorized'];
      403: components['responses']['Forbidden'];
      404: components['responses']['NotFound'];
      413: components['responses']['PayloadTooLarge'];
      415: components['responses']['UnsupportedMediaType'];
      429: components['responses']['TooManyRequests'];
      500: components['responses']['InternalError'];
      503: components['responses']['Unavailable'];
    };
  };
  deleteNewline: {
    parameters: {
      query?: never;
      header?: {
        /** @description Why the change is made: kept in the history beside who and when (docs/traceability.md) */
        'X-Change-Reason'?: components['parameters']['ChangeReason'];
      };
      path: {
        /** @description newlineid */
        id: number;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Success: deactivate a newline and its spec (soft delete; Admin) */
      200: {
        headers: {
          RateLimit: components['headers']['RateLimit'];
          'RateLimit-Policy': components['headers']['RateLimit-Policy'];
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "success": true,
           *       "data": {
           *         "message": "message text",
           *         "newlineid": 1
           *       }
           *     }
           */
          'application/json': {
            /** @enum {boolean} */
            success: true;
            data: {
              message: string;
              /** Format: int32 */
              newlineid: number;
            };
          };
        };
      };
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthorized'];
      403: components['responses']['Forbidden'];
      404: components['responses']['NotFound'];
      429: components['responses']['TooManyRequests'];
      500: components['responses']['InternalError'];
      503: components['responses']['Unavailable'];
    };
  };
  listNewlines: {
    parameters: {
      query?: {
        /** @description From 1 */
        page?: number;
        /** @description Rows per page, at most 200 */
        limit?: number;
        /** @description pagination.nextCursor of the previous page (same filters and limit); replaces page */
        cursor?: string;
        /** @description Only this supplier */
        companyid?: number;
        /** @description 1 active only, 0 deleted only; omitted: both */
        active?: number;
        /** @description Part of the product name or code, any case */
        search?: string;
      };
      header?: {
        /** @description An `ETag` from an earlier answer: a 304 without a body while it is still current */
        'If-None-Match'?: components['parameters']['IfNoneMatch'];
      };
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Success: a list of Newline */
      200: {
        headers: {
          ETag: components['headers']['ETag'];
          RateLimit: components['headers']['RateLimit'];
          'RateLimit-Policy': components['headers']['RateLimit-Policy'];
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "success": true,
           *       "data": [
           *         {
           *           "newlineid": 1,
           *           "psid": 2,
           *           "companyid": 2,
           *           "productname": "Organic whole milk 1 L",
           *           "productcode": "Organic whole milk 1 L",
           *           "description": "description text",
           *           "producttype": 1,
           *           "category": 1,
           *           "alcoholic": 1,
           *           "cannedfish": 1,
           *           "cbd": 1,
           *           "chocolate": 1,
           *           "coffee": 1,
           *           "curedmeats": 1,
           *           "freshfish": 1,
           *           "freshfruit": 1,
           *           "freshmeat": 1,
           *           "honey": 1,
           *           "jam": 1,
           *           "oliveoil": 1,
           *           "smokedfish": 1,
           *           "supplements": 1,
           *           "cheese": 1,
           *           "fish": 1,
           *           "mcs": 1,
           *           "buyer": 1,
           *           "buyercomments": "buyercomments text",
           *           "lastupdated": "2026-03-14 09:30:00",
           *           "created": "2026-03-14 09:30:00",
           *           "isactive": 1
           *         }
           *       ],
           *       "pagination": {
           *         "page": 1,
           *         "limit": 1,
           *         "total": 1,
           *         "totalPages": 1,
           *         "nextCursor": "nextCursor text"
           *       }
           *     }
           */
          'application/json': {
            /** @enum {boolean} */
            success: true;
            data: components['schemas']['Newline'][];
            pagination: {
              /** @description null when paging by cursor */
              page: number | null;
              /** Format: int32 */
              limit: number;
              /**
               * Format: int32
               * @description Rows matching the filters, on all pages
               */
              total: number;
              /** Format: int32 */
              totalPages: number;
              /** @description Pass as `cursor` for the next page; null on the last */
              nextCursor: string | null;
            };
          };
        };
      };
      /** @description Not modified: the If-None-Match ETag is still current */
      304: {
        headers: {
          ETag: components['headers']['ETag'];
          RateLimit: components['headers']['RateLimit'];
          'RateLimit-Policy': components['headers']['RateLimit-Policy'];
          [name: string]: unknown;
        };
        content?: never;
      };
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthorized'];
      403: components['responses']['Forbidden'];
      429: components['responses']['TooManyRequests'];
      500: components['responses']['InternalError'];
      503: components['responses']['Unavailable'];
    };
  };
  createNewline: {
    parameters: {
      query?: never;
      header?: {
        /** @description Makes a retry safe: the first answer is kept 24 hours and a retry with the same key, method, path and body gets it again (with `Idempotent-Replayed: true`); the same key with another request is 422, a retry while the first still runs is 409 */
        'Idempotency-Key'?: components['parameters']['IdempotencyKey'];
        /** @description Why the change is made: kept in the history beside who and when (docs/traceability.md) */
        'X-Change-Reason'?: components['parameters']['ChangeReason'];
      };
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        /**
         * @example {
         *       "companyid": 2,
         *       "siteid": 1,
         *       "productname": "Organic whole milk 1 L",
         *       "productcode": "Organic whol",
         *       "description": "description text",
         *       "producttype": 1,
         *       "category": 1,
         *       "alcoholic": 1,
         *       "cannedfish": 1,
         *       "cbd": 1,
         *       "chocolate": 1,
         *       "coffee": 1,
         *       "curedmeats": 1,
         *       "freshfish": 1,
         *       "freshfruit": 1,
         *       "freshmeat": 1,
         *       "honey": 1,
         *       "jam": 1,
         *       "oliveoil": 1,
         *       "smokedfish": 1,
         *       "supplements": 1,
         *       "cheese": 1,
         *       "fish": 1,
         *       "mcs": 1,
         *       "buyer": 1,
         *       "buyercomments": "buyercomments text"
         *     }
         */
        'application/json': components['schemas']['NewlineInput'];
      };
    };
    responses: {
      /** @description Created: create a newline and its product spec */
      201: {
        headers: {
          RateLimit: components['headers']['RateLimit'];
          'RateLimit-Policy': components['headers']['RateLimit-Policy'];
          'Idempotent-Replayed': components['headers']['Idempotent-Replayed'];
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "success": true,
           *       "data": {
           *         "message": "message text",
           *         "newlineid": 1,
           *         "psid": 2
           *       }
           *     }
           */
          'application/json': {
            /** @enum {boolean} */
            success: true;
            data: {
              message: string;
              /** Format: int32 */
              newlineid: number;
              /** Format: int32 */
              psid: number;
            };
          };
        };
      };
      400: components['responses']['BadRequestIdempotent'];
      401: components['responses']['UnauthorizedIdempotent'];
      403: components['responses']['ForbiddenIdempotent'];
      409: components['responses']['ConflictIdempotent'];
      413: components['responses']['PayloadTooLargeIdempotent'];
      415: components['responses']['UnsupportedMediaTypeIdempotent'];
      422: components['responses']['UnprocessableIdempotent'];
      429: components['responses']['TooManyRequestsIdempotent'];
      500: components['responses']['InternalError'];
      503: components['responses']['Unavailable'];
    };
  };
  createNewlineBulk: {
    parameters: {
      query?: never;
      header?: {
        /** @description Makes a retry safe: the first answer is kept 24 hours and a retry with the same key, method, path and body gets it again (with `Idempotent-Replayed: true`); the same key with another request is 422, a retry while the first still runs is 409 */
        'Idempotency-Key'?: components['parameters']['IdempotencyKey'];
        /** @description Why the change is made: kept in the history beside who and when (docs/traceability.md) */
        'X-Change-Reason'?: components['parameters']['ChangeReason'];
      };
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        /**
         * @example [
         *       {
         *         "companyid": 2,
         *         "siteid": 1,
         *         "productname": "Organic whole milk 1 L",
         *         "productcode": "Organic whol",
         *         "description": "description text",
         *         "producttype": 1,
         *         "category": 1,
         *         "alcoholic": 1,
         *         "cannedfish": 1,
         *         "cbd": 1,
         *         "chocolate": 1,
         *         "coffee": 1,
         *         "curedmeats": 1,
         *         "freshfish": 1,
         *         "freshfruit": 1,
         *         "freshmeat": 1,
         *         "honey": 1,
         *         "jam": 1,
         *         "oliveoil": 1,
         *         "smokedfish": 1,
         *         "supplements": 1,
         *         "cheese": 1,
         *         "fish": 1,
         *         "mcs": 1,
         *         "buyer": 1,
         *         "buyercomments": "buyercomments text"
         *       },
         *       {
         *         "companyid": 2,
         *         "siteid": 1,
         *         "productname": "Organic whole milk 1 L",
         *         "productcode": "Organic whol",
         *         "description": "description text",
         *         "producttype": 1,
         *         "category": 1,
         *         "alcoholic": 1,
         *         "cannedfish": 1,
         *         "cbd": 1,
         *         "chocolate": 1,
         *         "coffee": 1,
         *         "curedmeats": 1,
         *         "freshfish": 1,
         *         "freshfruit": 1,
         *         "freshmeat": 1,
         *         "honey": 1,
         *         "jam": 1,
         *         "oliveoil": 1,
         *         "smokedfish": 1,
         *         "supplements": 1,
         *         "cheese": 1,
         *         "fish": 1,
         *         "mcs": 1,
         *         "buyer": 1,
         *         "buyercomments": "buyercomments text"
         *       }
         *     ]
         */
        'application/json': components['schemas']['NewlineInput'] | components['schemas']['NewlineInput'][];
        'multipart/form-data': {
          /**
           * Format: binary
           * @description CSV: a header row of field names (the JSON fields), then one row per record; UTF-8, comma-separated
           */
          file: Blob;
        };
      };
    };
    responses: {
      /** @description Success: create newlines from a JSON array or a CSV file (multipart field `file`), each with its spec */
      200: {
        headers: {
          RateLimit: components['headers']['RateLimit'];
          'RateLimit-Policy': components['headers']['RateLimit-Policy'];
          'Idempotent-Replayed': components['headers']['Idempotent-Replayed'];
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "success": true,
           *       "total": 1,
           *       "created": 1,
           *       "failed": 1,
           *       "results": [
           *         {
           *           "row": 1,
           *           "productname": "Organic whole milk 1 L",
           *           "status": "success",
           *           "newlineid": 1,
           *           "psid": 2,
           *           "message": "message text",
           *           "problems": [
           *             {
           *               "fields": [
           *                 "fields text"
           *               ],
           *               "message": "message text"
           *             }
           *           ]
           *         }
           *       ],
           *       "retry_payload": [
           *         {}
           *       ]
           *     }
           */
          'application/json': {
            /** @enum {boolean} */
            success: true;
            /** Format: int32 */
            total: number;
            /** Format: int32 */
            created: number;
            /** Format: int32 */
            failed: number;
            results: components['schemas']['NewlineBulkResult'][];
            /** @description The failed rows as sent, to correct and resubmit */
            retry_payload: {
              [key: string]: unknown;
            }[];
          };
        };
      };
      /** @description Created: create newlines from a JSON array or a CSV file (multipart field `file`), each with its spec */
      201: {
        headers: {
          RateLimit: components['headers']['RateLimit'];
          'RateLimit-Policy': components['headers']['RateLimit-Policy'];
          'Idempotent-Replayed': components['headers']['Idempotent-Replayed'];
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "success": true,
           *       "total": 1,
           *       "created": 1,
           *       "failed": 1,
           *       "results": [
           *         {
           *           "row": 1,
           *           "productname": "Organic whole milk 1 L",
           *           "status": "success",
           *           "newlineid": 1,
           *           "psid": 2,
           *           "message": "message text",
           *           "problems": [
           *             {
           *               "fields": [
           *                 "fields text"
           *               ],
           *               "message": "message text"
           *             }
           *           ]
           *         }
           *       ],
           *       "retry_payload": [
           *         {}
           *       ]
           *     }
           */
          'application/json': {
            /** @enum {boolean} */
            success: true;
            /** Format: int32 */
            total: number;
            /** Format: int32 */
            created: number;
            /** Format: int32 */
            failed: number;
            results: components['schemas']['NewlineBulkResult'][];
            /** @description The failed rows as sent, to correct and resubmit */
            retry_payload: {
              [key: string]: unknown;
            }[];
          };
        };
      };
      400: components['responses']['BadRequestIdempotent'];
      401: components['responses']['UnauthorizedIdempotent'];
      403: components['responses']['ForbiddenIdempotent'];
      409: components['responses']['ConflictIdempotent'];
      413: components['responses']['PayloadTooLargeIdempotent'];
      415: components['responses']['UnsupportedMediaTypeIdempotent'];
      422: components['responses']['UnprocessableIdempotent'];
      429: components['responses']['TooManyRequestsIdempotent'];
      500: components['responses']['InternalError'];
      503: components['responses']['Unavailable'];
    };
  };
  getProduct: {
    parameters: {
      query?: never;
      header?: {
        /** @description An `ETag` from an earlier answer: a 304 without a body while it is still current */
        'If-None-Match'?: components['parameters']['IfNoneMatch'];
      };
      path: {
        /** @description psid */
        psid: number;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Success: Product */
      200: {
        headers: {
          ETag: components['headers']['ETag'];
          RateLimit: components['headers']['RateLimit'];
          'RateLimit-Policy': components['headers']['RateLimit-Policy'];
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "success": true,
           *       "data": {
           *         "psid": 2,
           *         "productname": "Organic whole milk 1 L",
           *         "category": 1,
           *         "brand": "brand text",
           *         "model": "model text",
           *         "sku": "sku text",
           *         "description": "description text",
           *         "price": 1.5,
           *         "currency": "currency text",
           *         "instock": true,
           *         "stocklevel": 1,
           *         "weight": 1.5,
           *         "dimensions": "dimensions text",
           *         "created": "2026-03-14 09:30:00",
           *         "lastupdated": "2026-03-14 09:30:00",
           *         "active": 1
           *       }
           *     }
           */
          'application/json': {
            /** @enum {boolean} */
            success: true;
            data: components['schemas']['Product'];
          };
        };
      };
      /** @description Not modified: the If-None-Match ETag is still current */
      304: {
        headers: {
          ETag: components['headers']['ETag'];
          RateLimit: components['headers']['RateLimit'];
          'RateLimit-Policy': components['headers']['RateLimit-Policy'];
          [name: string]: unknown;
        };
        content?: never;
      };
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthorized'];
      403: components['responses']['Forbidden'];
      404: components['responses']['NotFound'];
      429: components['responses']['TooManyRequests'];
      500: components['responses']['InternalError'];
      503: components['responses']['Unavailable'];
    };
  };
  updateProductPut: {
    parameters: {
      query?: never;
      header?: {
        /** @description Why the change is made: kept in the history beside who and when (docs/traceability.md) */
        'X-Change-Reason'?: components['parameters']['ChangeReason'];
      };
      path: {
        /** @description psid */
        psid: number;
      };
      cookie?: never;
    };
    /** @description Any of these fields; each is written to the record it belongs to. Others are ignored. */
    requestBody: {
      content: {
        /**
         * @example {
         *       "productdescription": "Organic whole milk 1 L",
         *       "version": 1,
         *       "fopdescription": "fopdescription text",
         *       "bopdescription": "bopdescription text",
         *       "preparation_instuctions": "preparation_instuctions text",
         *       "weight": "weight text",
         *       "uom": 1,
         *       "countryid": 826,
         *       "launchdate": "2026-03-14",
         *       "submissiondate": "2026-03-14",
         *       "totallife": "totallife text",
         *       "shelflife": "shelflife text",
         *       "minlife": "minlife text",
         *       "supportingdocumentation": "supportingdocumentation text",
         *       "suppliercomments": "Greenfield Dairies Ltd",
         *       "readytoeat": true,
         *       "comments": "comments text",
         *       "statusid": 1,
         *       "submitted": 1,
         *       "supplierdeclarationname": "Greenfield Dairies Ltd",
         *       "supplierdeclarationtitle": "Greenfield Dairies Ltd",
         *       "supplierdeclarationdate": "2026-03-14",
         *       "buyingsignoffcomments": "buyingsignoffcomments text",
         *       "buyingsignoffname": "buyingsignoffname text",
         *       "buyingsignofftitle": "buyingsignofftitle text",
         *       "buyingsignoffdate": "2026-03-14",
         *       "technicalsignoffcomments": "technicalsignoffcomments text",
         *       "technicalsignoffname": "technicalsignoffname text",
         *       "technicalsignofftitle": "technicalsignofftitle text",
         *       "technicalsignoffdate": "2026-03-14",
         *       "brand": "brand text",
         *       "model": "model text",
         *       "sku": "sku text",
         *       "price": "12.5",
         *       "currency": "cur",
         *       "instock": true,
         *       "stocklevel": 1,
         *       "dimensions": "dimensions text",
         *       "gtin": "5012345678900",
         *       "productname": "Organic whole milk 1 L",
         *       "productcode": "Organic whol",
         *       "description": "description text",
         *       "producttype": 1,
         *       "category": 1,
         *       "buyer": 1,
         *       "buyercomments": "buyercomments text",
         *       "vendorcode": "vendorcode text",
         *       "companyname": "Greenfield Dairies Ltd",
         *       "address1": "address1 text",
         *       "address2": "address2 text",
         *       "address3": "address3 text",
         *       "city": "city text",
         *       "postcode": "postcode text",
         *       "companycountryid": 826,
         *       "technicalcontactname": "technicalcontactname text",
         *       "technicalcontactemail": "technicalcontact@greenfield-dairies.example.org",
         *       "technicalmobileno": "technicalmobileno text",
         *       "commercialcontactname": "commercialcontactname text",
         *       "commercialcontactemail": "commercialcontact@greenfield-dairies.example.org",
         *       "commercialmobileno": "commercialmobileno text",
         *       "suppliertype": 1,
         *       "companycomments": "Greenfield Dairies Ltd",
         *       "enabled": 1,
         *       "active": 1
         *     }
         */
        'application/json': {
          productdescription?: string | null;
          /** Format: int32 */
          version?: number;
          fopdescription?: string | null;
          bopdescription?: string | null;
          preparation_instuctions?: string | null;
          weight?: string | null;
          /**
           * Format: int32
           * @description An id of GET /lookups/uoms
           */
          uom?: number | null;
          /**
           * Format: int32
           * @description An id of GET /lookups/countries
           */
          countryid?: number | null;
          /** @description YYYY-MM-DD, YYYY-MM-DD HH:MM[:SS] (UTC) or ISO 8601 with a zone; null clears it */
          launchdate?: string | null;
          /** @description YYYY-MM-DD, YYYY-MM-DD HH:MM[:SS] (UTC) or ISO 8601 with a zone; null clears it */
          submissiondate?: string | null;
          totallife?: string | null;
          shelflife?: string | null;
          minlife?: string | null;
          supportingdocumentation?: string | null;
          suppliercomments?: string | null;
          readytoeat?: boolean;
          comments?: string | null;
          /**
           * Format: int32
           * @description An id of GET /lookups/spec_statuses
           */
          statusid?: number;
          /** Format: int32 */
          submitted?: number;
          supplierdeclarationname?: string | null;
          supplierdeclarationtitle?: string | null;
          /** @description YYYY-MM-DD, YYYY-MM-DD HH:MM[:SS] (UTC) or ISO 8601 with a zone; null clears it */
          supplierdeclarationdate?: string | null;
          buyingsignoffcomments?: string | null;
          buyingsignoffname?: string | null;
          buyingsignofftitle?: string | null;
          /** @description YYYY-MM-DD, YYYY-MM-DD HH:MM[:SS] (UTC) or ISO 8601 with a zone; null clears it */
          buyingsignoffdate?: string | null;
          technicalsignoffcomments?: string | null;
          technicalsignoffname?: string | null;
          technicalsignofftitle?: string | null;
          /** @description YYYY-MM-DD, YYYY-MM-DD HH:MM[:SS] (UTC) or ISO 8601 with a zone; null clears it */
          technicalsignoffdate?: string | null;
          brand?: string | null;
          model?: string | null;
          sku?: string | null;
          /** @description A non-negative decimal (number or text), kept to 4 places */
          price?: string | number | null;
          currency?: string | null;
          instock?: boolean | null;
          /** Format: int32 */
          stocklevel?: number | null;
          dimensions?: string | null;
          /** @description GTIN-8, -12, -13 or -14 with a valid GS1 check digit, stored and read back as 14 digits; null clears it */
          gtin?: string | null;
          productname?: string;
          productcode?: string;
          description?: string | null;
          /**
           * Format: int32
           * @description An id of GET /lookups/product_types
           */
          producttype?: number | null;
          /**
           * Format: int32
           * @description An id of GET /lookups/categories
           */
          category?: number | null;
          /**
           * Format: int32
           * @description A user id (text of digits accepted)
           */
          buyer?: number | null;
          buyercomments?: string | null;
          vendorcode?: string;
          companyname?: string;
          address1?: string | null;
          address2?: string | null;
          address3?: string | null;
          city?: string | null;
          postcode?: string | null;
          /**
           * Format: int32
           * @description An id of GET /lookups/countries
           */
          companycountryid?: number | null;
          technicalcontactname?: string | null;
          /** Format: email */
          technicalcontactemail?: string | null;
          technicalmobileno?: string | null;
          commercialcontactname?: string | null;
          /** Format: email */
          commercialcontactemail?: string | null;
          commercialmobileno?: string | null;
          /**
           * Format: int32
           * @description An id of GET /lookups/supplier_types
           */
          suppliertype?: number | null;
          companycomments?: string | null;
          /** Format: int32 */
          enabled?: number;
          /** Format: int32 */
          active?: number;
        };
      };
    };
    responses: {
      /** @description Success: update any spec, sign-off, product and company fields of a spec, in one transaction */
      200: {
        headers: {
          RateLimit: components['headers']['RateLimit'];
          'RateLimit-Policy': components['headers']['RateLimit-Policy'];
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "success": true,
           *       "message": "message text",
           *       "data": {
           *         "psid": 2,
           *         "newlineid": 1,
           *         "companyid": 2,
           *         "siteid": 1,
           *         "userid": 1,
           *         "isactive": 1,
           *         "productdescription": "Organic whole milk 1 L",
           *         "version": 1,
           *         "fopdescription": "fopdescription text",
           *         "bopdescription": "bopdescription text",
           *         "preparation_instuctions": "preparation_instuctions text",
           *         "weight": "weight text",
           *         "uom": 1,
           *         "countryid": 826,
           *         "launchdate": {
           *           "date": "2026-03-14",
           *           "timezone_type": 3,
           *           "timezone": "UTC"
           *         },
           *         "submissiondate": {
           *           "date": "2026-03-14",
           *           "timezone_type": 3,
           *           "timezone": "UTC"
           *         },
           *         "totallife": "totallife text",
           *         "shelflife": "shelflife text",
           *         "minlife": "minlife text",
           *         "supportingdocumentation": "supportingdocumentation text",
           *         "suppliercomments": "Greenfield Dairies Ltd",
           *         "readytoeat": true,
           *         "comments": "comments text",
           *         "statusid": 1,
           *         "submitted": 1,
           *         "supplierdeclarationname": "Greenfield Dairies Ltd",
           *         "supplierdeclarationtitle": "Greenfield Dairies Ltd",
           *         "supplierdeclarationdate": {
           *           "date": "2026-03-14",
           *           "timezone_type": 3,
           *           "timezone": "UTC"
           *         },
           *         "buyingsignoffcomments": "buyingsignoffcomments text",
           *         "buyingsignoffname": "buyingsignoffname text",
           *         "buyingsignofftitle": "buyingsignofftitle text",
           *         "buyingsignoffdate": {
           *           "date": "2026-03-14",
           *           "timezone_type": 3,
           *           "timezone": "UTC"
           *         },
           *         "technicalsignoffcomments": "technicalsignoffcomments text",
           *         "technicalsignoffname": "technicalsignoffname text",
           *         "technicalsignofftitle": "technicalsignofftitle text",
           *         "technicalsignoffdate": {
           *           "date": "2026-03-14",
           *           "timezone_type": 3,
           *           "timezone": "UTC"
           *         },
           *         "brand": "brand text",
           *         "model": "model text",
           *         "sku": "sku text",
           *         "price": 1.5,
           *         "currency": "currency text",
           *         "instock": true,
           *         "stocklevel": 1,
           *         "dimensions": "dimensions text",
           *         "gtin": "5012345678900",
           *         "productname": "Organic whole milk 1 L",
           *         "productcode": "Organic whole milk 1 L",
           *         "description": "description text",
           *         "producttype": 1,
           *         "category": 1,
           *         "buyer": 1,
           *         "buyercomments": "buyercomments text",
           *         "vendorcode": "vendorcode text",
           *         "companyname": "Greenfield Dairies Ltd",
           *         "address1": "address1 text",
           *         "address2": "address2 text",
           *         "address3": "address3 text",
           *         "city": "city text",
           *         "postcode": "postcode text",
           *         "companycountryid": 826,
           *         "technicalcontactname": "technicalcontactname text",
           *         "technicalcontactemail": "technicalcontact@greenfield-dairies.example.org",
           *         "technicalmobileno": "technicalmobileno text",
           *         "commercialcontactname": "commercialcontactname text",
           *         "commercialcontactemail": "commercialcontact@greenfield-dairies.example.org",
           *         "commercialmobileno": "commercialmobileno text",
           *         "suppliertype": 1,
           *         "companycomments": "Greenfield Dairies Ltd",
           *         "enabled": 1,
           *         "active": 1,
           *         "alcoholic": 1,
           *         "cannedfish": 1,
           *         "cbd": 1,
           *         "chocolate": 1,
           *         "coffee": 1,
           *         "curedmeats": 1,
           *         "freshfish": 1,
           *         "freshfruit": 1,
           *         "freshmeat": 1,
           *         "honey": 1,
           *         "jam": 1,
           *         "oliveoil": 1,
           *         "smokedfish": 1,
           *         "supplements": 1,
           *         "cheese": 1,
           *         "fish": 1,
           *         "mcs": 1,
           *         "lastupdated": {
           *           "date": "2026-03-14",
           *           "timezone_type": 3,
           *           "timezone": "UTC"
           *         },
           *         "created": {
           *           "date": "2026-03-14",
           *           "timezone_type": 3,
           *           "timezone": "UTC"
           *         },
           *         "copysupplierdeclarationdate": {
           *           "date": "2026-03-14",
           *           "timezone_type": 3,
           *           "timezone": "UTC"
           *         },
           *         "copytechnicalsignoffdate": {
           *           "date": "2026-03-14",
           *           "timezone_type": 3,
           *           "timezone": "UTC"
           *         },
           *         "statuslevel": "statuslevel text"
           *       },
           *       "accordionHeader": 1
           *     }
           */
          'application/json': {
            /** @enum {boolean} */
            success: true;
            message: string;
            data: {
              /** Format: int32 */
              psid: number;
              /** Format: int32 */
              newlineid: number;
              /** Format: int32 */
              companyid: number;
              /** Format: int32 */
              siteid: number;
              /** Format: int32 */
              userid: number | null;
              /** Format: int32 */
              isactive: number;
              productdescription: string | null;
              /** Format: int32 */
              version: number | null;
              fopdescription: string | null;
              bopdescription: string | null;
              preparation_instuctions: string | null;
              weight: string | null;
              /** Format: int32 */
              uom: number | null;
              /** Format: int32 */
              countryid: number | null;
              launchdate: {
                /** @description YYYY-MM-DD HH:MM:SS.uuuuuu */
                date: string;
                /** @enum {number} */
                timezone_type: 3;
                /** @enum {string} */
                timezone: 'UTC';
              } | null;
              submissiondate: {
                /** @description YYYY-MM-DD HH:MM:SS.uuuuuu */
                date: string;
                /** @enum {number} */
                timezone_type: 3;
                /** @enum {string} */
                timezone: 'UTC';
              } | null;
              totallife: string | null;
              shelflife: string | null;
              minlife: string | null;
              supportingdocumentation: string | null;
              suppliercomments: string | null;
              readytoeat: boolean | null;
              comments: string | null;
              /** Format: int32 */
              statusid: number | null;
              /** Format: int32 */
              submitted: number | null;
              supplierdeclarationname: string | null;
              supplierdeclarationtitle: string | null;
              supplierdeclarationdate: {
                /** @description YYYY-MM-DD HH:MM:SS.uuuuuu */
                date: string;
                /** @enum {number} */
                timezone_type: 3;
                /** @enum {string} */
                timezone: 'UTC';
              } | null;
              buyingsignoffcomments: string | null;
              buyingsignoffname: string | null;
              buyingsignofftitle: string | null;
              buyingsignoffdate: {
                /** @description YYYY-MM-DD HH:MM:SS.uuuuuu */
                date: string;
                /** @enum {number} */
                timezone_type: 3;
                /** @enum {string} */
                timezone: 'UTC';
              } | null;
              technicalsignoffcomments: string | null;
              technicalsignoffname: string | null;
              technicalsignofftitle: string | null;
              technicalsignoffdate: {
                /** @description YYYY-MM-DD HH:MM:SS.uuuuuu */
                date: string;
                /** @enum {number} */
                timezone_type: 3;
                /** @enum {string} */
                timezone: 'UTC';
              } | null;
              brand: string | null;
              model: string | null;
              sku: string | null;
              price: number | null;
              currency: string | null;
              instock: boolean | null;
              /** Format: int32 */
              stocklevel: number | null;
              dimensions: string | null;
              /** @description The spec’s GTIN as 14 digits; absent when it has none (an extension) */
              gtin?: string;
              productname: string | null;
              productcode: string | null;
              description: string | null;
              /** Format: int32 */
              producttype: number | null;
              /** Format: int32 */
              category: number | null;
              /** Format: int32 */
              buyer: number | null;
              buyercomments: string | null;
              vendorcode: string | null;
              companyname: string | null;
              address1: string | null;
              address2: string | null;
              address3: string | null;
              city: string | null;
              postcode: string | null;
              /** Format: int32 */
              companycountryid: number | null;
              technicalcontactname: string | null;
              technicalcontactemail: string | null;
              technicalmobileno: string | null;
              commercialcontactname: string | null;
              commercialcontactemail: string | null;
              commercialmobileno: string | null;
              /** Format: int32 */
              suppliertype: number | null;
              companycomments: string | null;
              /** Format: int32 */
              enabled: number | null;
              /** Format: int32 */
              active: number | null;
              /** Format: int32 */
              alcoholic: number;
              /** Format: int32 */
              cannedfish: number;
              /** Format: int32 */
              cbd: number;
              /** Format: int32 */
              chocolate: number;
              /** Format: int32 */
              coffee: number;
              /** Format: int32 */
              curedmeats: number;
              /** Format: int32 */
              freshfish: number;
              /** Format: int32 */
              freshfruit: number;
              /** Format: int32 */
              freshmeat: number;
              /** Format: int32 */
              honey: number;
              /** Format: int32 */
              jam: number;
              /** Format: int32 */
              oliveoil: number;
              /** Format: int32 */
              smokedfish: number;
              /** Format: int32 */
              supplements: number;
              /** Format: int32 */
              cheese: number;
              /** Format: int32 */
              fish: number;
              /** Format: int32 */
              mcs: number | null;
              lastupdated: {
                /** @description YYYY-MM-DD HH:MM:SS.uuuuuu */
                date: string;
                /** @enum {number} */
                timezone_type: 3;
                /** @enum {string} */
                timezone: 'UTC';
              } | null;
              created: {
                /** @description YYYY-MM-DD HH:MM:SS.uuuuuu */
                date: string;
                /** @enum {number} */
                timezone_type: 3;
                /** @enum {string} */
                timezone: 'UTC';
              } | null;
              copysupplierdeclarationdate: {
                /** @description YYYY-MM-DD HH:MM:SS.uuuuuu */
                date: string;
                /** @enum {number} */
                timezone_type: 3;
                /** @enum {string} */
                timezone: 'UTC';
              } | null;
              copytechnicalsignoffdate: {
                /** @description YYYY-MM-DD HH:MM:SS.uuuuuu */
                date: string;
                /** @enum {number} */
                timezone_type: 3;
                /** @enum {string} */
                timezone: 'UTC';
              } | null;
              statuslevel: string;
            };
            /** @enum {number} */
            accordionHeader: 1;
          };
        };
      };
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthorized'];
      403: components['responses']['Forbidden'];
      404: components['responses']['NotFound'];
      409: components['responses']['Conflict'];
      413: components['responses']['PayloadTooLarge'];
      415: components['responses']['UnsupportedMediaType'];
      422: components['responses']['Unprocessable'];
      429: components['responses']['TooManyRequests'];
      500: components['responses']['InternalError'];
      503: components['responses']['Unavailable'];
    };
  };
  updateProduct: {
    parameters: {
      query?: never;
      header?: {
        /** @description Why the change is made: kept in the history beside who and when (docs/traceability.md) */
        'X-Change-Reason'?: components['parameters']['ChangeReason'];
      };
      path: {
        /** @description psid */
        psid: number;
      };
      cookie?: never;
    };
    /** @description Any of these fields; each is written to the record it belongs to. Others are ignored. */
    requestBody: {
      content: {
        /**
         * @example {
         *       "productdescription": "Organic whole milk 1 L",
         *       "version": 1,
         *       "fopdescription": "fopdescription text",
         *       "bopdescription": "bopdescription text",
         *       "preparation_instuctions": "preparation_instuctions text",
         *       "weight": "weight text",
         *       "uom": 1,
         *       "countryid": 826,
         *       "launchdate": "2026-03-14",
         *       "submissiondate": "2026-03-14",
         *       "totallife": "totallife text",
         *       "shelflife": "shelflife text",
         *       "minlife": "minlife text",
         *       "supportingdocumentation": "supportingdocumentation text",
         *       "suppliercomments": "Greenfield Dairies Ltd",
         *       "readytoeat": true,
         *       "comments": "comments text",
         *       "statusid": 1,
         *       "submitted": 1,
         *       "supplierdeclarationname": "Greenfield Dairies Ltd",
         *       "supplierdeclarationtitle": "Greenfield Dairies Ltd",
         *       "supplierdeclarationdate": "2026-03-14",
         *       "buyingsignoffcomments": "buyingsignoffcomments text",
         *       "buyingsignoffname": "buyingsignoffname text",
         *       "buyingsignofftitle": "buyingsignofftitle text",
         *       "buyingsignoffdate": "2026-03-14",
         *       "technicalsignoffcomments": "technicalsignoffcomments text",
         *       "technicalsignoffname": "technicalsignoffname text",
         *       "technicalsignofftitle": "technicalsignofftitle text",
         *       "technicalsignoffdate": "2026-03-14",
         *       "brand": "brand text",
         *       "model": "model text",
         *       "sku": "sku text",
         *       "price": "12.5",
         *       "currency": "cur",
         *       "instock": true,
         *       "stocklevel": 1,
         *       "dimensions": "dimensions text",
         *       "gtin": "5012345678900",
         *       "productname": "Organic whole milk 1 L",
         *       "productcode": "Organic whol",
         *       "description": "description text",
         *       "producttype": 1,
         *       "category": 1,
         *       "buyer": 1,
         *       "buyercomments": "buyercomments text",
         *       "vendorcode": "vendorcode text",
         *       "companyname": "Greenfield Dairies Ltd",
         *       "address1": "address1 text",
         *       "address2": "address2 text",
         *       "address3": "address3 text",
         *       "city": "city text",
         *       "postcode": "postcode text",
         *       "companycountryid": 826,
         *       "technicalcontactname": "technicalcontactname text",
         *       "technicalcontactemail": "technicalcontact@greenfield-dairies.example.org",
         *       "technicalmobileno": "technicalmobileno text",
         *       "commercialcontactname": "commercialcontactname text",
         *       "commercialcontactemail": "commercialcontact@greenfield-dairies.example.org",
         *       "commercialmobileno": "commercialmobileno text",
         *       "suppliertype": 1,
         *       "companycomments": "Greenfield Dairies Ltd",
         *       "enabled": 1,
         *       "active": 1
         *     }
         */
        'application/json': {
          productdescription?: string | null;
          /** Format: int32 */
          version?: number;
          fopdescription?: string | null;
          bopdescription?: string | null;
          preparation_instuctions?: string | null;
          weight?: string | null;
          /**
           * Format: int32
           * @description An id of GET /lookups/uoms
           */
          uom?: number | null;
          /**
           * Format: int32
           * @description An id of GET /lookups/countries
           */
          countryid?: number | null;
          /** @description YYYY-MM-DD, YYYY-MM-DD HH:MM[:SS] (UTC) or ISO 8601 with a zone; null clears it */
          launchdate?: string | null;
          /** @description YYYY-MM-DD, YYYY-MM-DD HH:MM[:SS] (UTC) or ISO 8601 with a zone; null clears it */
          submissiondate?: string | null;
          totallife?: string | null;
          shelflife?: string | null;
          minlife?: string | null;
          supportingdocumentation?: string | null;
          suppliercomments?: string | null;
          readytoeat?: boolean;
          comments?: string | null;
          /**
           * Format: int32
           * @description An id of GET /lookups/spec_statuses
           */
          statusid?: number;
          /** Format: int32 */
          submitted?: number;
          supplierdeclarationname?: string | null;
          supplierdeclarationtitle?: string | null;
          /** @description YYYY-MM-DD, YYYY-MM-DD HH:MM[:SS] (UTC) or ISO 8601 with a zone; null clears it */
          supplierdeclarationdate?: string | null;
          buyingsignoffcomments?: string | null;
          buyingsignoffname?: string | null;
          buyingsignofftitle?: string | null;
          /** @description YYYY-MM-DD, YYYY-MM-DD HH:MM[:SS] (UTC) or ISO 8601 with a zone; null clears it */
          buyingsignoffdate?: string | null;
          technicalsignoffcomments?: string | null;
          technicalsignoffname?: string | null;
          technicalsignofftitle?: string | null;
          /** @description YYYY-MM-DD, YYYY-MM-DD HH:MM[:SS] (UTC) or ISO 8601 with a zone; null clears it */
          technicalsignoffdate?: string | null;
          brand?: string | null;
          model?: string | null;
          sku?: string | null;
          /** @description A non-negative decimal (number or text), kept to 4 places */
          price?: string | number | null;
          currency?: string | null;
          instock?: boolean | null;
          /** Format: int32 */
          stocklevel?: number | null;
          dimensions?: string | null;
          /** @description GTIN-8, -12, -13 or -14 with a valid GS1 check digit, stored and read back as 14 digits; null clears it */
          gtin?: string | null;
          productname?: string;
          productcode?: string;
          description?: string | null;
          /**
           * Format: int32
           * @description An id of GET /lookups/product_types
           */
          producttype?: number | null;
          /**
           * Format: int32
           * @description An id of GET /lookups/categories
           */
          category?: number | null;
          /**
           * Format: int32
           * @description A user id (text of digits accepted)
           */
          buyer?: number | null;
          buyercomments?: string | null;
          vendorcode?: string;
          companyname?: string;
          address1?: string | null;
          address2?: string | null;
          address3?: string | null;
          city?: string | null;
          postcode?: string | null;
          /**
           * Format: int32
           * @description An id of GET /lookups/countries
           */
          companycountryid?: number | null;
          technicalcontactname?: string | null;
          /** Format: email */
          technicalcontactemail?: string | null;
          technicalmobileno?: string | null;
          commercialcontactname?: string | null;
          /** Format: email */
          commercialcontactemail?: string | null;
          commercialmobileno?: string | null;
          /**
           * Format: int32
           * @description An id of GET /lookups/supplier_types
           */
          suppliertype?: number | null;
          companycomments?: string | null;
          /** Format: int32 */
          enabled?: number;
          /** Format: int32 */
          active?: number;
        };
      };
    };
    responses: {
      /** @description Success: update any spec, sign-off, product and company fields of a spec, in one transaction */
      200: {
        headers: {
          RateLimit: components['headers']['RateLimit'];
          'RateLimit-Policy': components['headers']['RateLimit-Policy'];
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "success": true,
           *       "message": "message text",
           *       "data": {
           *         "psid": 2,
           *         "newlineid": 1,
           *         "companyid": 2,
           *         "siteid": 1,
           *         "userid": 1,
           *         "isactive": 1,
           *         "productdescription": "Organic whole milk 1 L",
           *         "version": 1,
           *         "fopdescription": "fopdescription text",
           *         "bopdescription": "bopdescription text",
           *         "preparation_instuctions": "preparation_instuctions text",
           *         "weight": "weight text",
           *         "uom": 1,
           *         "countryid": 826,
           *         "launchdate": {
           *           "date": "2026-03-14",
           *           "timezone_type": 3,
           *           "timezone": "UTC"
           *         },
           *         "submissiondate": {
           *           "date": "2026-03-14",
           *           "timezone_type": 3,
           *           "timezone": "UTC"
           *         },
           *         "totallife": "totallife text",
           *         "shelflife": "shelflife text",
           *         "minlife": "minlife text",
           *         "supportingdocumentation": "supportingdocumentation text",
           *         "suppliercomments": "Greenfield Dairies Ltd",
           *         "readytoeat": true,
           *         "comments": "comments text",
           *         "statusid": 1,
           *         "submitted": 1,
           *         "supplierdeclarationname": "Greenfield Dairies Ltd",
           *         "supplierdeclarationtitle": "Greenfield Dairies Ltd",
           *         "supplierdeclarationdate": {
           *           "date": "2026-03-14",
           *           "timezone_type": 3,
           *           "timezone": "UTC"
           *         },
           *         "buyingsignoffcomments": "buyingsignoffcomments text",
           *         "buyingsignoffname": "buyingsignoffname text",
           *         "buyingsignofftitle": "buyingsignofftitle text",
           *         "buyingsignoffdate": {
           *           "date": "2026-03-14",
           *           "timezone_type": 3,
           *           "timezone": "UTC"
           *         },
           *         "technicalsignoffcomments": "technicalsignoffcomments text",
           *         "technicalsignoffname": "technicalsignoffname text",
           *         "technicalsignofftitle": "technicalsignofftitle text",
           *         "technicalsignoffdate": {
           *           "date": "2026-03-14",
           *           "timezone_type": 3,
           *           "timezone": "UTC"
           *         },
           *         "brand": "brand text",
           *         "model": "model text",
           *         "sku": "sku text",
           *         "price": 1.5,
           *         "currency": "currency text",
           *         "instock": true,
           *         "stocklevel": 1,
           *         "dimensions": "dimensions text",
           *         "gtin": "5012345678900",
           *         "productname": "Organic whole milk 1 L",
           *         "productcode": "Organic whole milk 1 L",
           *         "description": "description text",
           *         "producttype": 1,
           *         "category": 1,
           *         "buyer": 1,
           *         "buyercomments": "buyercomments text",
           *         "vendorcode": "vendorcode text",
           *         "companyname": "Greenfield Dairies Ltd",
           *         "address1": "address1 text",
           *         "address2": "address2 text",
           *         "address3": "address3 text",
           *         "city": "city text",
           *         "postcode": "postcode text",
           *         "companycountryid": 826,
           *         "technicalcontactname": "technicalcontactname text",
           *         "technicalcontactemail": "technicalcontact@greenfield-dairies.example.org",
           *         "technicalmobileno": "technicalmobileno text",
           *         "commercialcontactname": "commercialcontactname text",
           *         "commercialcontactemail": "commercialcontact@greenfield-dairies.example.org",
           *         "commercialmobileno": "commercialmobileno text",
           *         "suppliertype": 1,
           *         "companycomments": "Greenfield Dairies Ltd",
           *         "enabled": 1,
           *         "active": 1,
           *         "alcoholic": 1,
           *         "cannedfish": 1,
           *         "cbd": 1,
           *         "chocolate": 1,
           *         "coffee": 1,
           *         "curedmeats": 1,
           *         "freshfish": 1,
           *         "freshfruit": 1,
           *         "freshmeat": 1,
           *         "honey": 1,
           *         "jam": 1,
           *         "oliveoil": 1,
           *         "smokedfish": 1,
           *         "supplements": 1,
           *         "cheese": 1,
           *         "fish": 1,
           *         "mcs": 1,
           *         "lastupdated": {
           *           "date": "2026-03-14",
           *           "timezone_type": 3,
           *           "timezone": "UTC"
           *         },
           *         "created": {
           *           "date": "2026-03-14",
           *           "timezone_type": 3,
           *           "timezone": "UTC"
           *         },
           *         "copysupplierdeclarationdate": {
           *           "date": "2026-03-14",
           *           "timezone_type": 3,
           *           "timezone": "UTC"
           *         },
           *         "copytechnicalsignoffdate": {
           *           "date": "2026-03-14",
           *           "timezone_type": 3,
           *           "timezone": "UTC"
           *         },
           *         "statuslevel": "statuslevel text"
           *       },
           *       "accordionHeader": 1
           *     }
           */
          'application/json': {
            /** @enum {boolean} */
            success: true;
            message: string;
            data: {
              /** Format: int32 */
              psid: number;
              /** Format: int32 */
              newlineid: number;
              /** Format: int32 */
              companyid: number;
              /** Format: int32 */
              siteid: number;
              /** Format: int32 */
              userid: number | null;
              /** Format: int32 */
              isactive: number;
              productdescription: string | null;
              /** Format: int32 */
              version: number | null;
              fopdescription: string | null;
              bopdescription: string | null;
              preparation_instuctions: string | null;
              weight: string | null;
              /** Format: int32 */
              uom: number | null;
              /** Format: int32 */
              countryid: number | null;
              launchdate: {
                /** @description YYYY-MM-DD HH:MM:SS.uuuuuu */
                date: string;
                /** @enum {number} */
                timezone_type: 3;
                /** @enum {string} */
                timezone: 'UTC';
              } | null;
              submissiondate: {
                /** @description YYYY-MM-DD HH:MM:SS.uuuuuu */
                date: string;
                /** @enum {number} */
                timezone_type: 3;
                /** @enum {string} */
                timezone: 'UTC';
              } | null;
              totallife: string | null;
              shelflife: string | null;
              minlife: string | null;
              supportingdocumentation: string | null;
              suppliercomments: string | null;
              readytoeat: boolean | null;
              comments: string | null;
              /** Format: int32 */
              statusid: number | null;
              /** Format: int32 */
              submitted: number | null;
              supplierdeclarationname: string | null;
              supplierdeclarationtitle: string | null;
              supplierdeclarationdate: {
                /** @description YYYY-MM-DD HH:MM:SS.uuuuuu */
                date: string;
                /** @enum {number} */
                timezone_type: 3;
                /** @enum {string} */
                timezone: 'UTC';
              } | null;
              buyingsignoffcomments: string | null;
              buyingsignoffname: string | null;
              buyingsignofftitle: string | null;
              buyingsignoffdate: {
                /** @description YYYY-MM-DD HH:MM:SS.uuuuuu */
                date: string;
                /** @enum {number} */
                timezone_type: 3;
                /** @enum {string} */
                timezone: 'UTC';
              } | null;
              technicalsignoffcomments: string | null;
              technicalsignoffname: string | null;
              technicalsignofftitle: string | null;
              technicalsignoffdate: {
                /** @description YYYY-MM-DD HH:MM:SS.uuuuuu */
                date: string;
                /** @enum {number} */
                timezone_type: 3;
                /** @enum {string} */
                timezone: 'UTC';
              } | null;
              brand: string | null;
              model: string | null;
              sku: string | null;
              price: number | null;
              currency: string | null;
              instock: boolean | null;
              /** Format: int32 */
              stocklevel: number | null;
              dimensions: string | null;
              /** @description The spec’s GTIN as 14 digits; absent when it has none (an extension) */
              gtin?: string;
              productname: string | null;
              productcode: string | null;
              description: string | null;
              /** Format: int32 */
              producttype: number | null;
              /** Format: int32 */
              category: number | null;
              /** Format: int32 */
              buyer: number | null;
              buyercomments: string | null;
              vendorcode: string | null;
              companyname: string | null;
              address1: string | null;
              address2: string | null;
              address3: string | null;
              city: string | null;
              postcode: string | null;
              /** Format: int32 */
              companycountryid: number | null;
              technicalcontactname: string | null;
              technicalcontactemail: string | null;
              technicalmobileno: string | null;
              commercialcontactname: string | null;
              commercialcontactemail: string | null;
              commercialmobileno: string | null;
              /** Format: int32 */
              suppliertype: number | null;
              companycomments: string | null;
              /** Format: int32 */
              enabled: number | null;
              /** Format: int32 */
              active: number | null;
              /** Format: int32 */
              alcoholic: number;
              /** Format: int32 */
              cannedfish: number;
              /** Format: int32 */
              cbd: number;
              /** Format: int32 */
              chocolate: number;
              /** Format: int32 */
              coffee: number;
              /** Format: int32 */
              curedmeats: number;
              /** Format: int32 */
              freshfish: number;
              /** Format: int32 */
              freshfruit: number;
              /** Format: int32 */
              freshmeat: number;
              /** Format: int32 */
              honey: number;
              /** Format: int32 */
              jam: number;
              /** Format: int32 */
              oliveoil: number;
              /** Format: int32 */
              smokedfish: number;
              /** Format: int32 */
              supplements: number;
              /** Format: int32 */
              cheese: number;
              /** Format: int32 */
              fish: number;
              /** Format: int32 */
              mcs: number | null;
              lastupdated: {
                /** @description YYYY-MM-DD HH:MM:SS.uuuuuu */
                date: string;
                /** @enum {number} */
                timezone_type: 3;
                /** @enum {string} */
                timezone: 'UTC';
              } | null;
              created: {
                /** @description YYYY-MM-DD HH:MM:SS.uuuuuu */
                date: string;
                /** @enum {number} */
                timezone_type: 3;
                /** @enum {string} */
                timezone: 'UTC';
              } | null;
              copysupplierdeclarationdate: {
                /** @description YYYY-MM-DD HH:MM:SS.uuuuuu */
                date: string;
                /** @enum {number} */
                timezone_type: 3;
                /** @enum {string} */
                timezone: 'UTC';
              } | null;
              copytechnicalsignoffdate: {
                /** @description YYYY-MM-DD HH:MM:SS.uuuuuu */
                date: string;
                /** @enum {number} */
                timezone_type: 3;
                /** @enum {string} */
                timezone: 'UTC';
              } | null;
              statuslevel: string;
            };
            /** @enum {number} */
            accordionHeader: 1;
          };
        };
      };
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthorized'];
      403: components['responses']['Forbidden'];
      404: components['responses']['NotFound'];
      409: components['responses']['Conflict'];
      413: components['responses']['PayloadTooLarge'];
      415: components['responses']['UnsupportedMediaType'];
      422: components['responses']['Unprocessable'];
      429: components['responses']['TooManyRequests'];
      500: components['responses']['InternalError'];
      503: components['responses']['Unavailable'];
    };
  };
  getNewline: {
    parameters: {
      query?: never;
      header?: {
        /** @description An `ETag` from an earlier answer: a 304 without a body while it is still current */
        'If-None-Match'?: components['parameters']['IfNoneMatch'];
      };
      path: {
        /** @description newlineid */
        newlineid: number;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Success: NewlineSummary */
      200: {
        headers: {
          ETag: components['headers']['ETag'];
          RateLimit: components['headers']['RateLimit'];
          'RateLimit-Policy': components['headers']['RateLimit-Policy'];
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "success": true,
           *       "data": {
           *         "newlineid": 1,
           *         "companyname": "Greenfield Dairies Ltd",
           *         "technicaluser": "technicaluser text",
           *         "companyid": 2,
           *         "buyer": 1,
           *         "mcs": 1,
           *         "active": 1,
           *         "created": "2026-03-14 09:30:00",
           *         "lastupdated": "2026-03-14 09:30:00"
           *       }
           *     }
           */
          'application/json': {
            /** @enum {boolean} */
            success: true;
            data: components['schemas']['NewlineSummary'];
          };
        };
      };
      /** @description Not modified: the If-None-Match ETag is still current */
      304: {
        headers: {
          ETag: components['headers']['ETag'];
          RateLimit: components['headers']['RateLimit'];
          'RateLimit-Policy': components['headers']['RateLimit-Policy'];
          [name: string]: unknown;
        };
        content?: never;
      };
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthorized'];
      403: components['responses']['Forbidden'];
      404: components['responses']['NotFound'];
      429: components['responses']['TooManyRequests'];
      500: components['responses']['InternalError'];
      503: components['responses']['Unavailable'];
    };
  };
  updateNewlinePut: {
    parameters: {
      query?: never;
      header?: {
        /** @description Why the change is made: kept in the history beside who and when (docs/traceability.md) */
        'X-Change-Reason'?: components['parameters']['ChangeReason'];
      };
      path: {
        /** @description newlineid */
        newlineid: number;
      };
      cookie?: never;
    };
    /** @description Any of these fields; flags accept true/false, producttype and mcs accept digits as text */
    requestBody: {
      content: {
        /**
         * @example {
         *       "companyid": 2,
         *       "productname": "Organic whole milk 1 L",
         *       "productcode": "Organic whol",
         *       "description": "description text",
         *       "producttype": 1,
         *       "category": 1,
         *       "alcoholic": 1,
         *       "cannedfish": 1,
         *       "cbd": 1,
         *       "chocolate": 1,
         *       "coffee": 1,
         *       "curedmeats": 1,
         *       "freshfish": 1,
         *       "freshfruit": 1,
         *       "freshmeat": 1,
         *       "honey": 1,
         *       "jam": 1,
         *       "oliveoil": 1,
         *       "smokedfish": 1,
         *       "supplements": 1,
         *       "cheese": 1,
         *       "fish": 1,
         *       "mcs": 1,
         *       "buyer": 1,
         *       "buyercomments": "buyercomments text",
         *       "isactive": 1,
         *       "companyname": "Greenfield Dairies Ltd",
         *       "technicaluser": "technicaluser text"
         *     }
         */
        'application/json': {
          /**
           * Format: int32
           * @description Moving a newline to another company moves it to that company’s default site
           */
          companyid?: number;
          productname?: string;
          productcode?: string;
          description?: string | null;
          /**
           * Format: int32
           * @description An id of GET /lookups/product_types
           */
          producttype?: number | null;
          /**
           * Format: int32
           * @description An id of GET /lookups/categories
           */
          category?: number | null;
          /** Format: int32 */
          alcoholic?: number;
          /** Format: int32 */
          cannedfish?: number;
          /** Format: int32 */
          cbd?: number;
          /** Format: int32 */
          chocolate?: number;
          /** Format: int32 */
          coffee?: number;
          /** Format: int32 */
          curedmeats?: number;
          /** Format: int32 */
          freshfish?: number;
          /** Format: int32 */
          freshfruit?: number;
          /** Format: int32 */
          freshmeat?: number;
          /** Format: int32 */
          honey?: number;
          /** Format: int32 */
          jam?: number;
          /** Format: int32 */
          oliveoil?: number;
          /** Format: int32 */
          smokedfish?: number;
          /** Format: int32 */
          supplements?: number;
          /** Format: int32 */
          cheese?: number;
          /** Format: int32 */
          fish?: number;
          /** Format: int32 */
          mcs?: number | null;
          /**
           * Format: int32
           * @description A user id
           */
          buyer?: number | null;
          buyercomments?: string | null;
          /** Format: int32 */
          isactive?: number;
          /** @description Renames the newline’s company */
          companyname?: string;
          technicaluser?: string | null;
        };
      };
    };
    responses: {
      /** @description Success: NewlineWithCompany */
      200: {
        headers: {
          RateLimit: components['headers']['RateLimit'];
          'RateLimit-Policy': components['headers']['RateLimit-Policy'];
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "success": true,
           *       "message": "message text",
           *       "data": {
           *         "newlineid": 1,
           *         "psid": 2,
           *         "companyid": 2,
           *         "productname": "Organic whole milk 1 L",
           *         "productcode": "Organic whole milk 1 L",
           *         "description": "description text",
           *         "category": 1,
           *         "alcoholic": 1,
           *         "cannedfish": 1,
           *         "cbd": 1,
           *         "chocolate": 1,
           *         "coffee": 1,
           *         "curedmeats": 1,
           *         "freshfish": 1,
           *         "freshfruit": 1,
           *         "freshmeat": 1,
           *         "honey": 1,
           *         "jam": 1,
           *         "oliveoil": 1,
           *         "smokedfish": 1,
           *         "supplements": 1,
           *         "cheese": 1,
           *         "fish": 1,
           *         "mcs": 1,
           *         "buyer": 1,
           *         "buyercomments": "buyercomments text",
           *         "lastupdated": "2026-03-14 09:30:00",
           *         "created": "2026-03-14 09:30:00",
           *         "isactive": 1,
           *         "producttype": "Organic whole milk 1 L",
           *         "companyname": "Greenfield Dairies Ltd",
           *         "technicaluser": "technicaluser text"
           *       }
           *     }
           */
          'application/json': {
            /** @enum {boolean} */
            success: true;
            message: string;
            data: components['schemas']['NewlineWithCompany'];
          };
        };
      };
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthorized'];
      403: components['responses']['Forbidden'];
      404: components['responses']['NotFound'];
      413: components['responses']['PayloadTooLarge'];
      415: components['responses']['UnsupportedMediaType'];
      429: components['responses']['TooManyRequests'];
      500: components['responses']['InternalError'];
      503: components['responses']['Unavailable'];
    };
  };
  updateNewline: {
    parameters: {
      query?: never;
      header?: {
        /** @description Why the change is made: kept in the history beside who and when (docs/traceability.md) */
        'X-Change-Reason'?: components['parameters']['ChangeReason'];
      };
      path: {
        /** @description newlineid */
        newlineid: number;
      };
      cookie?: never;
    };
    /** @description Any of these fields; flags accept true/false, producttype and mcs accept digits as text */
    requestBody: {
      content: {
        /**
         * @example {
         *       "companyid": 2,
         *       "productname": "Organic whole milk 1 L",
         *       "productcode": "Organic whol",
         *       "description": "description text",
         *       "producttype": 1,
         *       "category": 1,
         *       "alcoholic": 1,
         *       "cannedfish": 1,
         *       "cbd": 1,
         *       "chocolate": 1,
         *       "coffee": 1,
         *       "curedmeats": 1,
         *       "freshfish": 1,
         *       "freshfruit": 1,
         *       "freshmeat": 1,
         *       "honey": 1,
         *       "jam": 1,
         *       "oliveoil": 1,
         *       "smokedfish": 1,
         *       "supplements": 1,
         *       "cheese": 1,
         *       "fish": 1,
         *       "mcs": 1,
         *       "buyer": 1,
         *       "buyercomments": "buyercomments text",
         *       "isactive": 1,
         *       "companyname": "Greenfield Dairies Ltd",
         *       "technicaluser": "technicaluser text"
         *     }
         */
        'application/json': {
          /**
           * Format: int32
           * @description Moving a newline to another company moves it to that company’s default site
           */
          companyid?: number;
          productname?: string;
          productcode?: string;
          description?: string | null;
          /**
           * Format: int32
           * @description An id of GET /lookups/product_types
           */
          producttype?: number | null;
          /**
           * Format: int32
           * @description An id of GET /lookups/categories
           */
          category?: number | null;
          /** Format: int32 */
          alcoholic?: number;
          /** Format: int32 */
          cannedfish?: number;
          /** Format: int32 */
          cbd?: number;
          /** Format: int32 */
          chocolate?: number;
          /** Format: int32 */
          coffee?: number;
          /** Format: int32 */
          curedmeats?: number;
          /** Format: int32 */
          freshfish?: number;
          /** Format: int32 */
          freshfruit?: number;
          /** Format: int32 */
          freshmeat?: number;
          /** Format: int32 */
          honey?: number;
          /** Format: int32 */
          jam?: number;
          /** Format: int32 */
          oliveoil?: number;
          /** Format: int32 */
          smokedfish?: number;
          /** Format: int32 */
          supplements?: number;
          /** Format: int32 */
          cheese?: number;
          /** Format: int32 */
          fish?: number;
          /** Format: int32 */
          mcs?: number | null;
          /**
           * Format: int32
           * @description A user id
           */
          buyer?: number | null;
          buyercomments?: string | null;
          /** Format: int32 */
          isactive?: number;
          /** @description Renames the newline’s company */
          companyname?: string;
          technicaluser?: string | null;
        };
      };
    };
    responses: {
      /** @description Success: NewlineWithCompany */
      200: {
        headers: {
          RateLimit: components['headers']['RateLimit'];
          'RateLimit-Policy': components['headers']['RateLimit-Policy'];
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "success": true,
           *       "message": "message text",
           *       "data": {
           *         "newlineid": 1,
           *         "psid": 2,
           *         "companyid": 2,
           *         "productname": "Organic whole milk 1 L",
           *         "productcode": "Organic whole milk 1 L",
           *         "description": "description text",
           *         "category": 1,
           *         "alcoholic": 1,
           *         "cannedfish": 1,
           *         "cbd": 1,
           *         "chocolate": 1,
           *         "coffee": 1,
           *         "curedmeats": 1,
           *         "freshfish": 1,
           *         "freshfruit": 1,
           *         "freshmeat": 1,
           *         "honey": 1,
           *         "jam": 1,
           *         "oliveoil": 1,
           *         "smokedfish": 1,
           *         "supplements": 1,
           *         "cheese": 1,
           *         "fish": 1,
           *         "mcs": 1,
           *         "buyer": 1,
           *         "buyercomments": "buyercomments text",
           *         "lastupdated": "2026-03-14 09:30:00",
           *         "created": "2026-03-14 09:30:00",
           *         "isactive": 1,
           *         "producttype": "Organic whole milk 1 L",
           *         "companyname": "Greenfield Dairies Ltd",
           *         "technicaluser": "technicaluser text"
           *       }
           *     }
           */
          'application/json': {
            /** @enum {boolean} */
            success: true;
            message: string;
            data: components['schemas']['NewlineWithCompany'];
          };
        };
      };
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthorized'];
      403: components['responses']['Forbidden'];
      404: components['responses']['NotFound'];
      413: components['responses']['PayloadTooLarge'];
      415: components['responses']['UnsupportedMediaType'];
      429: components['responses']['TooManyRequests'];
      500: components['responses']['InternalError'];
      503: components['responses']['Unavailable'];
    };
  };
  getAllergens: {
    parameters: {
      query?: never;
      header?: {
        /** @description An `ETag` from an earlier answer: a 304 without a body while it is still current */
        'If-None-Match'?: components['parameters']['IfNoneMatch'];
      };
      path: {
        /** @description psid */
        psid: number;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Success: Allergens */
      200: {
        headers: {
          ETag: components['headers']['ETag'];
          RateLimit: components['headers']['RateLimit'];
          'RateLimit-Policy': components['headers']['RateLimit-Policy'];
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "success": true,
           *       "data": {
           *         "psid": 2,
           *         "shellfish": "No",
           *         "molluscs": "No",
           *         "peanuts": "No",
           *         "sulphurdioxide": "No",
           *         "eggs": "No",
           *         "nuts": "No",
           *         "almonds": "No",
           *         "hazelnuts": "No",
           *         "walnuts": "No",
           *         "cashews": "No",
           *         "pecans": "No",
           *         "pistachio": "No",
           *         "brazil": "No",
           *         "macadamia": "No",
           *         "queensland": "No",
           *         "fish": "No",
           *         "sesame": "No",
           *         "celery": "No",
           *         "gluten": "No",
           *         "wheat": "No",
           *         "oats": "No",
           *         "rye": "No",
           *         "spelt": "No",
           *         "kamut": "No",
           *         "barley": "No",
           *         "soya": "No",
           *         "mustard": "No",
           *         "lactose": "No",
           *         "lupin": "No",
           *         "milk": "No",
           *         "productname": "Organic whole milk 1 L",
           *         "productcode": "Organic whole milk 1 L",
           *         "statuslevel": "statuslevel text",
           *         "companyname": "Greenfield Dairies Ltd"
           *       }
           *     }
           */
          'application/json': {
            /** @enum {boolean} */
            success: true;
            data: components['schemas']['Allergens'];
          };
        };
      };
      /** @description Not modified: the If-None-Match ETag is still current */
      304: {
        headers: {
          ETag: components['headers']['ETag'];
          RateLimit: components['headers']['RateLimit'];
          'RateLimit-Policy': components['headers']['RateLimit-Policy'];
          [name: string]: unknown;
        };
        content?: never;
      };
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthorized'];
      403: components['responses']['Forbidden'];
      404: components['responses']['NotFound'];
      429: components['responses']['TooManyRequests'];
      500: components['responses']['InternalError'];
      503: components['responses']['Unavailable'];
    };
  };
  addAllergens: {
    parameters: {
      query?: never;
      header?: {
        /** @description Makes a retry safe: the first answer is kept 24 hours and a retry with the same key, method, path and body gets it again (with `Idempotent-Replayed: true`); the same key with another request is 422, a retry while the first still runs is 409 */
        'Idempotency-Key'?: components['parameters']['IdempotencyKey'];
        /** @description Why the change is made: kept in the history beside who and when (docs/traceability.md) */
        'X-Change-Reason'?: components['parameters']['ChangeReason'];
      };
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        /**
         * @example {
         *       "psid": 11,
         *       "shellfish": 0,
         *       "molluscs": 0,
         *       "peanuts": 0,
         *       "sulphurdioxide": 0,
         *       "eggs": 0,
         *       "nuts": 0,
         *       "almonds": 0,
         *       "hazelnuts": 0,
         *       "walnuts": 0,
         *       "cashews": 0,
         *       "pecans": 0,
         *       "pistachio": 0,
         *       "brazil": 0,
         *       "macadamia": 0,
         *       "queensland": 0,
         *       "fish": 0,
         *       "sesame": 0,
         *       "celery": 0,
         *       "gluten": 0,
         *       "wheat": 0,
         *       "oats": 0,
         *       "rye": 0,
         *       "spelt": 0,
         *       "kamut": 0,
         *       "barley": 0,
         *       "soya": 0,
         *       "mustard": 0,
         *       "lactose": 1,
         *       "lupin": 0,
         *       "milk": 1
         *     }
         */
        'application/json': {
          /**
           * Format: int32
           * @description The product spec
           */
          psid: number;
          /**
           * Format: int32
           * @description 0 No, 1 Yes (contains), 2 May contain
           */
          shellfish?: number;
          /**
           * Format: int32
           * @description 0 No, 1 Yes (contains), 2 May contain
           */
          molluscs?: number;
          /**
           * Format: int32
           * @description 0 No, 1 Yes (contains), 2 May contain
           */
          peanuts?: number;
          /**
           * Format: int32
           * @description 0 No, 1 Yes (contains), 2 May contain
           */
          sulphurdioxide?: number;
          /**
           * Format: int32
           * @description 0 No, 1 Yes (contains), 2 May contain
           */
          eggs?: number;
          /**
           * Format: int32
           * @description 0 No, 1 Yes (contains), 2 May contain
           */
          nuts?: number;
          /**
           * Format: int32
           * @description 0 No, 1 Yes (contains), 2 May contain
           */
          almonds?: number;
          /**
           * Format: int32
           * @description 0 No, 1 Yes (contains), 2 May contain
           */
          hazelnuts?: number;
          /**
           * Format: int32
           * @description 0 No, 1 Yes (contains), 2 May contain
           */
          walnuts?: number;
          /**
           * Format: int32
           * @description 0 No, 1 Yes (contains), 2 May contain
           */
          cashews?: number;
          /**
           * Format: int32
           * @description 0 No, 1 Yes (contains), 2 May contain
           */
          pecans?: number;
          /**
           * Format: int32
           * @description 0 No, 1 Yes (contains), 2 May contain
           */
          pistachio?: number;
          /**
           * Format: int32
           * @description 0 No, 1 Yes (contains), 2 May contain
           */
          brazil?: number;
          /**
           * Format: int32
           * @description 0 No, 1 Yes (contains), 2 May contain
           */
          macadamia?: number;
          /**
           * Format: int32
           * @description 0 No, 1 Yes (contains), 2 May contain
           */
          queensland?: number;
          /**
           * Format: int32
           * @description 0 No, 1 Yes (contains), 2 May contain
           */
          fish?: number;
          /**
           * Format: int32
           * @description 0 No, 1 Yes (contains), 2 May contain
           */
          sesame?: number;
          /**
           * Format: int32
           * @description 0 No, 1 Yes (contains), 2 May contain
           */
          celery?: number;
          /**
           * Format: int32
           * @description 0 No, 1 Yes (contains), 2 May contain
           */
          gluten?: number;
          /**
           * Format: int32
           * @description 0 No, 1 Yes (contains), 2 May contain
           */
          wheat?: number;
          /**
           * Format: int32
           * @description 0 No, 1 Yes (contains), 2 May contain
           */
          oats?: number;
          /**
           * Format: int32
           * @description 0 No, 1 Yes (contains), 2 May contain
           */
          rye?: number;
          /**
           * Format: int32
           * @description 0 No, 1 Yes (contains), 2 May contain
           */
          spelt?: number;
          /**
           * Format: int32
           * @description 0 No, 1 Yes (contains), 2 May contain
           */
          kamut?: number;
          /**
           * Format: int32
           * @description 0 No, 1 Yes (contains), 2 May contain
           */
          barley?: number;
          /**
           * Format: int32
           * @description 0 No, 1 Yes (contains), 2 May contain
           */
          soya?: number;
          /**
           * Format: int32
           * @description 0 No, 1 Yes (contains), 2 May contain
           */
          mustard?: number;
          /**
           * Format: int32
           * @description 0 No, 1 Yes (contains), 2 May contain
           */
          lactose?: number;
          /**
           * Format: int32
           * @description 0 No, 1 Yes (contains), 2 May contain
           */
          lupin?: number;
          /**
           * Format: int32
           * @description 0 No, 1 Yes (contains), 2 May contain
           */
          milk?: number;
        };
      };
    };
    responses: {
      /** @description Created: record a product’s allergens (omitted ones are 0, No) */
      201: {
        headers: {
          RateLimit: components['headers']['RateLimit'];
          'RateLimit-Policy': components['headers']['RateLimit-Policy'];
          'Idempotent-Replayed': components['headers']['Idempotent-Replayed'];
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "success": true,
           *       "data": {
           *         "psid": 2
           *       }
           *     }
           */
          'application/json': {
            /** @enum {boolean} */
            success: true;
            data: {
              /** Format: int32 */
              psid: number;
            };
          };
        };
      };
      400: components['responses']['BadRequestIdempotent'];
      401: components['responses']['UnauthorizedIdempotent'];
      403: components['responses']['ForbiddenIdempotent'];
      404: components['responses']['NotFoundIdempotent'];
      409: components['responses']['ConflictIdempotent'];
      413: components['responses']['PayloadTooLargeIdempotent'];
      415: components['responses']['UnsupportedMediaTypeIdempotent'];
      422: components['responses']['UnprocessableIdempotent'];
      429: components['responses']['TooManyRequestsIdempotent'];
      500: components['responses']['InternalError'];
      503: components['responses']['Unavailable'];
    };
  };
  updateAllergensPut: {
    parameters: {
      query?: never;
      header?: {
        /** @description Why the change is made: kept in the history beside who and when (docs/traceability.md) */
        'X-Change-Reason'?: components['parameters']['ChangeReason'];
      };
      path: {
        /** @description psid */
        psid: number;
      };
      cookie?: never;
    };
    /** @description Any of the allergens (the contract’s 29 and milk); others are ignored */
    requestBody: {
      content: {
        /**
         * @example {
         *       "shellfish": 1,
         *       "molluscs": 1,
         *       "peanuts": 1,
         *       "sulphurdioxide": 1,
         *       "eggs": 1,
         *       "nuts": 1,
         *       "almonds": 1,
         *       "hazelnuts": 1,
         *       "walnuts": 1,
         *       "cashews": 1,
         *       "pecans": 1,
         *       "pistachio": 1,
         *       "brazil": 1,
         *       "macadamia": 1,
         *       "queensland": 1,
         *       "fish": 1,
         *       "sesame": 1,
         *       "celery": 1,
         *       "gluten": 1,
         *       "wheat": 1,
         *       "oats": 1,
         *       "rye": 1,
         *       "spelt": 1,
         *       "kamut": 1,
         *       "barley": 1,
         *       "soya": 1,
         *       "mustard": 1,
         *       "lactose": 1,
         *       "lupin": 1,
         *       "milk": 1
         *     }
         */
        'application/json': {
          /**
           * Format: int32
           * @description 0 No, 1 Yes (contains), 2 May contain
           */
          shellfish?: number;
          /**
           * Format: int32
           * @description 0 No, 1 Yes (contains), 2 May contain
           */
          molluscs?: number;
          /**
           * Format: int32
           * @description 0 No, 1 Yes (contains), 2 May contain
           */
          peanuts?: number;
          /**
           * Format: int32
           * @description 0 No, 1 Yes (contains), 2 May contain
           */
          sulphurdioxide?: number;
          /**
           * Format: int32
           * @description 0 No, 1 Yes (contains), 2 May contain
           */
          eggs?: number;
          /**
           * Format: int32
           * @description 0 No, 1 Yes (contains), 2 May contain
           */
          nuts?: number;
          /**
           * Format: int32
           * @description 0 No, 1 Yes (contains), 2 May contain
           */
          almonds?: number;
          /**
           * Format: int32
           * @description 0 No, 1 Yes (contains), 2 May contain
           */
          hazelnuts?: number;
          /**
           * Format: int32
           * @description 0 No, 1 Yes (contains), 2 May contain
           */
          walnuts?: number;
          /**
           * Format: int32
           * @description 0 No, 1 Yes (contains), 2 May contain
           */
          cashews?: number;
          /**
           * Format: int32
           * @description 0 No, 1 Yes (contains), 2 May contain
           */
          pecans?: number;
          /**
           * Format: int32
           * @description 0 No, 1 Yes (contains), 2 May contain
           */
          pistachio?: number;
          /**
           * Format: int32
           * @description 0 No, 1 Yes (contains), 2 May contain
           */
          brazil?: number;
          /**
           * Format: int32
           * @description 0 No, 1 Yes (contains), 2 May contain
           */
          macadamia?: number;
          /**
           * Format: int32
           * @description 0 No, 1 Yes (contains), 2 May contain
           */
          queensland?: number;
          /**
           * Format: int32
           * @description 0 No, 1 Yes (contains), 2 May contain
           */
          fish?: number;
          /**
           * Format: int32
           * @description 0 No, 1 Yes (contains), 2 May contain
           */
          sesame?: number;
          /**
           * Format: int32
           * @description 0 No, 1 Yes (contains), 2 May contain
           */
          celery?: number;
          /**
           * Format: int32
           * @description 0 No, 1 Yes (contains), 2 May contain
           */
          gluten?: number;
          /**
           * Format: int32
           * @description 0 No, 1 Yes (contains), 2 May contain
           */
          wheat?: number;
          /**
           * Format: int32
           * @description 0 No, 1 Yes (contains), 2 May contain
           */
          oats?: number;
          /**
           * Format: int32
           * @description 0 No, 1 Yes (contains), 2 May contain
           */
          rye?: number;
          /**
           * Format: int32
           * @description 0 No, 1 Yes (contains), 2 May contain
           */
          spelt?: number;
          /**
           * Format: int32
           * @description 0 No, 1 Yes (contains), 2 May contain
           */
          kamut?: number;
          /**
           * Format: int32
           * @description 0 No, 1 Yes (contains), 2 May contain
           */
          barley?: number;
          /**
           * Format: int32
           * @description 0 No, 1 Yes (contains), 2 May contain
           */
          soya?: number;
          /**
           * Format: int32
           * @description 0 No, 1 Yes (contains), 2 May contain
           */
          mustard?: number;
          /**
           * Format: int32
           * @description 0 No, 1 Yes (contains), 2 May contain
           */
          lactose?: number;
          /**
           * Format: int32
           * @description 0 No, 1 Yes (contains), 2 May contain
           */
          lupin?: number;
          /**
           * Format: int32
           * @description 0 No, 1 Yes (contains), 2 May contain
           */
          milk?: number;
        };
      };
    };
    responses: {
      /** @description Success: change some of a product’s allergens */
      200: {
        headers: {
          RateLimit: components['headers']['RateLimit'];
          'RateLimit-Policy': components['headers']['RateLimit-Policy'];
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "success": true,
           *       "data": {
           *         "message": "message text",
           *         "psid": 2
           *       }
           *     }
           */
          'application/json': {
            /** @enum {boolean} */
            success: true;
            data: {
              message: string;
              /** Format: int32 */
              psid: number;
            };
          };
        };
      };
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthorized'];
      403: components['responses']['Forbidden'];
      404: components['responses']['NotFound'];
      413: components['responses']['PayloadTooLarge'];
      415: components['responses']['UnsupportedMediaType'];
      429: components['responses']['TooManyRequests'];
      500: components['responses']['InternalError'];
      503: components['responses']['Unavailable'];
    };
  };
  updateAllergens: {
    parameters: {
      query?: never;
      header?: {
        /** @description Why the change is made: kept in the history beside who and when (docs/traceability.md) */
        'X-Change-Reason'?: components['parameters']['ChangeReason'];
      };
      path: {
        /** @description psid */
        psid: number;
      };
      cookie?: never;
    };
    /** @description Any of the allergens (the contract’s 29 and milk); others are ignored */
    requestBody: {
      content: {
        /**
         * @example {
         *       "shellfish": 1,
         *       "molluscs": 1,
         *       "peanuts": 1,
         *       "sulphurdioxide": 1,
         *       "eggs": 1,
         *       "nuts": 1,
         *       "almonds": 1,
         *       "hazelnuts": 1,
         *       "walnuts": 1,
         *       "cashews": 1,
         *       "pecans": 1,
         *       "pistachio": 1,
         *       "brazil": 1,
         *       "macadamia": 1,
         *       "queensland": 1,
         *       "fish": 1,
         *       "sesame": 1,
         *       "celery": 1,
         *       "gluten": 1,
         *       "wheat": 1,
         *       "oats": 1,
         *       "rye": 1,
         *       "spelt": 1,
         *       "kamut": 1,
         *       "barley": 1,
         *       "soya": 1,
         *       "mustard": 1,
         *       "lactose": 1,
         *       "lupin": 1,
         *       "milk": 1
         *     }
         */
        'application/json': {
          /**
           * Format: int32
           * @description 0 No, 1 Yes (contains), 2 May contain
           */
          shellfish?: number;
          /**
           * Format: int32
           * @description 0 No, 1 Yes (contains), 2 May contain
           */
          molluscs?: number;
          /**
           * Format: int32
           * @description 0 No, 1 Yes (contains), 2 May contain
           */
          peanuts?: number;
          /**
           * Format: int32
           * @description 0 No, 1 Yes (contains), 2 May contain
           */
          sulphurdioxide?: number;
          /**
           * Format: int32
           * @description 0 No, 1 Yes (contains), 2 May contain
           */
          eggs?: number;
          /**
           * Format: int32
           * @description 0 No, 1 Yes (contains), 2 May contain
           */
          nuts?: number;
          /**
           * Format: int32
           * @description 0 No, 1 Yes (contains), 2 May contain
           */
          almonds?: number;
          /**
           * Format: int32
           * @description 0 No, 1 Yes (contains), 2 May contain
           */
          hazelnuts?: number;
          /**
           * Format: int32
           * @description 0 No, 1 Yes (contains), 2 May contain
           */
          walnuts?: number;
          /**
           * Format: int32
           * @description 0 No, 1 Yes (contains), 2 May contain
           */
          cashews?: number;
          /**
           * Format: int32
           * @description 0 No, 1 Yes (contains), 2 May contain
           */
          pecans?: number;
          /**
           * Format: int32
           * @description 0 No, 1 Yes (contains), 2 May contain
           */
          pistachio?: number;
          /**
           * Format: int32
           * @description 0 No, 1 Yes (contains), 2 May contain
           */
          brazil?: number;
          /**
           * Format: int32
           * @description 0 No, 1 Yes (contains), 2 May contain
           */
          macadamia?: number;
          /**
           * Format: int32
           * @description 0 No, 1 Yes (contains), 2 May contain
           */
          queensland?: number;
          /**
           * Format: int32
           * @description 0 No, 1 Yes (contains), 2 May contain
           */
          fish?: number;
          /**
           * Format: int32
           * @description 0 No, 1 Yes (contains), 2 May contain
           */
          sesame?: number;
          /**
           * Format: int32
           * @description 0 No, 1 Yes (contains), 2 May contain
           */
          celery?: number;
          /**
           * Format: int32
           * @description 0 No, 1 Yes (contains), 2 May contain
           */
          gluten?: number;
          /**
           * Format: int32
           * @description 0 No, 1 Yes (contains), 2 May contain
           */
          wheat?: number;
          /**
           * Format: int32
           * @description 0 No, 1 Yes (contains), 2 May contain
           */
          oats?: number;
          /**
           * Format: int32
           * @description 0 No, 1 Yes (contains), 2 May contain
           */
          rye?: number;
          /**
           * Format: int32
           * @description 0 No, 1 Yes (contains), 2 May contain
           */
          spelt?: number;
          /**
           * Format: int32
           * @description 0 No, 1 Yes (contains), 2 May contain
           */
          kamut?: number;
          /**
           * Format: int32
           * @description 0 No, 1 Yes (contains), 2 May contain
           */
          barley?: number;
          /**
           * Format: int32
           * @description 0 No, 1 Yes (contains), 2 May contain
           */
          soya?: number;
          /**
           * Format: int32
           * @description 0 No, 1 Yes (contains), 2 May contain
           */
          mustard?: number;
          /**
           * Format: int32
           * @description 0 No, 1 Yes (contains), 2 May contain
           */
          lactose?: number;
          /**
           * Format: int32
           * @description 0 No, 1 Yes (contains), 2 May contain
           */
          lupin?: number;
          /**
           * Format: int32
           * @description 0 No, 1 Yes (contains), 2 May contain
           */
          milk?: number;
        };
      };
    };
    responses: {
      /** @description Success: change some of a product’s allergens */
      200: {
        headers: {
          RateLimit: components['headers']['RateLimit'];
          'RateLimit-Policy': components['headers']['RateLimit-Policy'];
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "success": true,
           *       "data": {
           *         "message": "message text",
           *         "psid": 2
           *       }
           *     }
           */
          'application/json': {
            /** @enum {boolean} */
            success: true;
            data: {
              message: string;
              /** Format: int32 */
              psid: number;
            };
          };
        };
      };
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthorized'];
      403: components['responses']['Forbidden'];
      404: components['responses']['NotFound'];
      413: components['responses']['PayloadTooLarge'];
      415: components['responses']['UnsupportedMediaType'];
      429: components['responses']['TooManyRequests'];
      500: components['responses']['InternalError'];
      503: components['responses']['Unavailable'];
    };
  };
  getNutritionalInfo: {
    parameters: {
      query?: never;
      header?: {
        /** @description An `ETag` from an earlier answer: a 304 without a body while it is still current */
        'If-None-Match'?: components['parameters']['IfNoneMatch'];
      };
      path: {
        /** @description psid */
        psid: number;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Success: Nutrition */
      200: {
        headers: {
          ETag: components['headers']['ETag'];
          RateLimit: components['headers']['RateLimit'];
          'RateLimit-Policy': components['headers']['RateLimit-Policy'];
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "success": true,
           *       "data": {
           *         "psid": 2,
           *         "statusid": 1,
           *         "portionsize": 1.5,
           *         "kj100gcontains": "kj100gcontains text",
           *         "kjperportion": "kjperportion text",
           *         "kcal100gcontains": "kcal100gcontains text",
           *         "kcalperportion": "kcalperportion text",
           *         "fat100gcontains": "fat100gcontains text",
           *         "fatperportion": "fatperportion text",
           *         "saturates100gcontains": "saturates100gcontains text",
           *         "saturatesperportion": "saturatesperportion text",
           *         "carbs100gcontains": "carbs100gcontains text",
           *         "carbsperportion": "carbsperportion text",
           *         "sugar100gcontains": "sugar100gcontains text",
           *         "sugarperportion": "sugarperportion text",
           *         "fibre100gcontains": "fibre100gcontains text",
           *         "fibreperportion": "fibreperportion text",
           *         "protein100gcontains": "protein100gcontains text",
           *         "proteinperportion": "proteinperportion text",
           *         "water100gcontains": "water100gcontains text",
           *         "waterperportion": "waterperportion text",
           *         "sodium100gcontains": "sodium100gcontains text",
           *         "sodiumperportion": "sodiumperportion text",
           *         "salt100gcontains": "salt100gcontains text",
           *         "saltperportion": "saltperportion text",
           *         "productname": "Organic whole milk 1 L",
           *         "productcode": "Organic whole milk 1 L",
           *         "copysupplierdeclarationdate": "2026-03-14",
           *         "copytechnicalsignoffdate": "2026-03-14",
           *         "statuslevel": "statuslevel text",
           *         "companyname": "Greenfield Dairies Ltd",
           *         "warnings": [
           *           "warnings text"
           *         ]
           *       }
           *     }
           */
          'application/json': {
            /** @enum {boolean} */
            success: true;
            data: components['schemas']['Nutrition'];
          };
        };
      };
      /** @description Not modified: the If-None-Match ETag is still current */
      304: {
        headers: {
          ETag: components['headers']['ETag'];
          RateLimit: components['headers']['RateLimit'];
          'RateLimit-Policy': components['headers']['RateLimit-Policy'];
          [name: string]: unknown;
        };
        content?: never;
      };
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthorized'];
      403: components['responses']['Forbidden'];
      404: components['responses']['NotFound'];
      429: components['responses']['TooManyRequests'];
      500: components['responses']['InternalError'];
      503: components['responses']['Unavailable'];
    };
  };
  addNutritionalInfo: {
    parameters: {
      query?: never;
      header?: {
        /** @description Makes a retry safe: the first answer is kept 24 hours and a retry with the same key, method, path and body gets it again (with `Idempotent-Replayed: true`); the same key with another request is 422, a retry while the first still runs is 409 */
        'Idempotency-Key'?: components['parameters']['IdempotencyKey'];
        /** @description Why the change is made: kept in the history beside who and when (docs/traceability.md) */
        'X-Change-Reason'?: components['parameters']['ChangeReason'];
      };
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        /**
         * @example {
         *       "psid": 11,
         *       "portionsize": "250",
         *       "kj100gcontains": "268",
         *       "kjperportion": "670",
         *       "kcal100gcontains": "64",
         *       "kcalperportion": "160",
         *       "fat100gcontains": "3.6",
         *       "fatperportion": "9",
         *       "saturates100gcontains": "2.3",
         *       "saturatesperportion": "5.75",
         *       "carbs100gcontains": "4.7",
         *       "carbsperportion": "11.75",
         *       "sugar100gcontains": "4.7",
         *       "sugarperportion": "11.75",
         *       "fibre100gcontains": "0",
         *       "fibreperportion": "0",
         *       "protein100gcontains": "3.4",
         *       "proteinperportion": "8.5",
         *       "water100gcontains": "87.5",
         *       "waterperportion": "218.75",
         *       "sodium100gcontains": "0.044",
         *       "sodiumperportion": "0.11"
         *     }
         */
        'application/json': {
          /**
           * Format: int32
           * @description The product spec
           */
          psid: number;
          /** @description A non-negative decimal (JSON number or text), stored to 4 places; null clears it */
          portionsize?: string | number | null;
          /** @description A non-negative decimal (JSON number or text), stored to 4 places; null clears it */
          kj100gcontains?: string | number | null;
          /** @description A non-negative decimal (JSON number or text), stored to 4 places; null clears it */
          kjperportion?: string | number | null;
          /** @description A non-negative decimal (JSON number or text), stored to 4 places; null clears it */
          kcal100gcontains?: string | number | null;
          /** @description A non-negative decimal (JSON number or text), stored to 4 places; null clears it */
          kcalperportion?: string | number | null;
          /** @description A non-negative decimal (JSON number or text), stored to 4 places; null clears it */
          fat100gcontains?: string | number | null;
          /** @description A non-negative decimal (JSON number or text), stored to 4 places; null clears it */
          fatperportion?: string | number | null;
          /** @description A non-negative decimal (JSON number or text), stored to 4 places; null clears it */
          saturates100gcontains?: string | number | null;
          /** @description A non-negative decimal (JSON number or text), stored to 4 places; null clears it */
          saturatesperportion?: string | number | null;
          /** @description A non-negative decimal (JSON number or text), stored to 4 places; null clears it */
          carbs100gcontains?: string | number | null;
          /** @description A non-negative decimal (JSON number or text), stored to 4 places; null clears it */
          carbsperportion?: string | number | null;
          /** @description A non-negative decimal (JSON number or text), stored to 4 places; null clears it */
          sugar100gcontains?: string | number | null;
          /** @description A non-negative decimal (JSON number or text), stored to 4 places; null clears it */
          sugarperportion?: string | number | null;
          /** @description A non-negative decimal (JSON number or text), stored to 4 places; null clears it */
          fibre100gcontains?: string | number | null;
          /** @description A non-negative decimal (JSON number or text), stored to 4 places; null clears it */
          fibreperportion?: string | number | null;
          /** @description A non-negative decimal (JSON number or text), stored to 4 places; null clears it */
          protein100gcontains?: string | number | null;
          /** @description A non-negative decimal (JSON number or text), stored to 4 places; null clears it */
          proteinperportion?: string | number | null;
          /** @description A non-negative decimal (JSON number or text), stored to 4 places; null clears it */
          water100gcontains?: string | number | null;
          /** @description A non-negative decimal (JSON number or text), stored to 4 places; null clears it */
          waterperportion?: string | number | null;
          /** @description A non-negative decimal (JSON number or text), stored to 4 places; null clears it */
          sodium100gcontains?: string | number | null;
          /** @description A non-negative decimal (JSON number or text), stored to 4 places; null clears it */
          sodiumperportion?: string | number | null;
        };
      };
    };
    responses: {
      /** @description Created: record a product’s nutritional information */
      201: {
        headers: {
          RateLimit: components['headers']['RateLimit'];
          'RateLimit-Policy': components['headers']['RateLimit-Policy'];
          'Idempotent-Replayed': components['headers']['Idempotent-Replayed'];
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "success": true,
           *       "data": {
           *         "psid": 2
           *       }
           *     }
           */
          'application/json': {
            /** @enum {boolean} */
            success: true;
            data: {
              /** Format: int32 */
              psid: number;
            };
          };
        };
      };
      400: components['responses']['BadRequestIdempotent'];
      401: components['responses']['UnauthorizedIdempotent'];
      403: components['responses']['ForbiddenIdempotent'];
      404: components['responses']['NotFoundIdempotent'];
      409: components['responses']['ConflictIdempotent'];
      413: components['responses']['PayloadTooLargeIdempotent'];
      415: components['responses']['UnsupportedMediaTypeIdempotent'];
      422: components['responses']['UnprocessableIdempotent'];
      429: components['responses']['TooManyRequestsIdempotent'];
      500: components['responses']['InternalError'];
      503: components['responses']['Unavailable'];
    };
  };
  updateNutritionalInfoPut: {
    parameters: {
      query?: never;
      header?: {
        /** @description Why the change is made: kept in the history beside who and when (docs/traceability.md) */
        'X-Change-Reason'?: components['parameters']['ChangeReason'];
      };
      path: {
        /** @description psid */
        psid: number;
      };
      cookie?: never;
    };
    /** @description Any of the 21 fields; others are ignored */
    requestBody: {
      content: {
        /**
         * @example {
         *       "portionsize": "12.5",
         *       "kj100gcontains": "12.5",
         *       "kjperportion": "12.5",
         *       "kcal100gcontains": "12.5",
         *       "kcalperportion": "12.5",
         *       "fat100gcontains": "12.5",
         *       "fatperportion": "12.5",
         *       "saturates100gcontains": "12.5",
         *       "saturatesperportion": "12.5",
         *       "carbs100gcontains": "12.5",
         *       "carbsperportion": "12.5",
         *       "sugar100gcontains": "12.5",
         *       "sugarperportion": "12.5",
         *       "fibre100gcontains": "12.5",
         *       "fibreperportion": "12.5",
         *       "protein100gcontains": "12.5",
         *       "proteinperportion": "12.5",
         *       "water100gcontains": "12.5",
         *       "waterperportion": "12.5",
         *       "sodium100gcontains": "12.5",
         *       "sodiumperportion": "12.5"
         *     }
         */
        'application/json': {
          /** @description A non-negative decimal (JSON number or text), stored to 4 places; null clears it */
          portionsize?: string | number | null;
          /** @description A non-negative decimal (JSON number or text), stored to 4 places; null clears it */
          kj100gcontains?: string | number | null;
          /** @description A non-negative decimal (JSON number or text), stored to 4 places; null clears it */
          kjperportion?: string | number | null;
          /** @description A non-negative decimal (JSON number or text), stored to 4 places; null clears it */
          kcal100gcontains?: string | number | null;
          /** @description A non-negative decimal (JSON number or text), stored to 4 places; null clears it */
          kcalperportion?: string | number | null;
          /** @description A non-negative decimal (JSON number or text), stored to 4 places; null clears it */
          fat100gcontains?: string | number | null;
          /** @description A non-negative decimal (JSON number or text), stored to 4 places; null clears it */
          fatperportion?: string | number | null;
          /** @description A non-negative decimal (JSON number or text), stored to 4 places; null clears it */
          saturates100gcontains?: string | number | null;
          /** @description A non-negative decimal (JSON number or text), stored to 4 places; null clears it */
          saturatesperportion?: string | number | null;
          /** @description A non-negative decimal (JSON number or text), stored to 4 places; null clears it */
          carbs100gcontains?: string | number | null;
          /** @description A non-negative decimal (JSON number or text), stored to 4 places; null clears it */
          carbsperportion?: string | number | null;
          /** @description A non-negative decimal (JSON number or text), stored to 4 places; null clears it */
          sugar100gcontains?: string | number | null;
          /** @description A non-negative decimal (JSON number or text), stored to 4 places; null clears it */
          sugarperportion?: string | number | null;
          /** @description A non-negative decimal (JSON number or text), stored to 4 places; null clears it */
          fibre100gcontains?: string | number | null;
          /** @description A non-negative decimal (JSON number or text), stored to 4 places; null clears it */
          fibreperportion?: string | number | null;
          /** @description A non-negative decimal (JSON number or text), stored to 4 places; null clears it */
          protein100gcontains?: string | number | null;
          /** @description A non-negative decimal (JSON number or text), stored to 4 places; null clears it */
          proteinperportion?: string | number | null;
          /** @description A non-negative decimal (JSON number or text), stored to 4 places; null clears it */
          water100gcontains?: string | number | null;
          /** @description A non-negative decimal (JSON number or text), stored to 4 places; null clears it */
          waterperportion?: string | number | null;
          /** @description A non-negative decimal (JSON number or text), stored to 4 places; null clears it */
          sodium100gcontains?: string | number | null;
          /** @description A non-negative decimal (JSON number or text), stored to 4 places; null clears it */
          sodiumperportion?: string | number | null;
        };
      };
    };
    responses: {
      /** @description Success: change some of a product’s nutritional values */
      200: {
        headers: {
          RateLimit: components['headers']['RateLimit'];
          'RateLimit-Policy': components['headers']['RateLimit-Policy'];
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "success": true,
           *       "data": {
           *         "message": "message text",
           *         "psid": 2
           *       }
           *     }
           */
          'application/json': {
            /** @enum {boolean} */
            success: true;
            data: {
              message: string;
              /** Format: int32 */
              psid: number;
            };
          };
        };
      };
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthorized'];
      403: components['responses']['Forbidden'];
      404: components['responses']['NotFound'];
      413: components['responses']['PayloadTooLarge'];
      415: components['responses']['UnsupportedMediaType'];
      429: components['responses']['TooManyRequests'];
      500: components['responses']['InternalError'];
      503: components['responses']['Unavailable'];
    };
  };
  updateNutritionalInfo: {
    parameters: {
      query?: never;
      header?: {
        /** @description Why the change is made: kept in the history beside who and when (docs/traceability.md) */
        'X-Change-Reason'?: components['parameters']['ChangeReason'];
      };
      path: {
        /** @description psid */
        psid: number;
      };
      cookie?: never;
    };
    /** @description Any of the 21 fields; others are ignored */
    requestBody: {
      content: {
        /**
         * @example {
         *       "portionsize": "12.5",
         *       "kj100gcontains": "12.5",
         *       "kjperportion": "12.5",
         *       "kcal100gcontains": "12.5",
         *       "kcalperportion": "12.5",
         *       "fat100gcontains": "12.5",
         *       "fatperportion": "12.5",
         *       "saturates100gcontains": "12.5",
         *       "saturatesperportion": "12.5",
         *       "carbs100gcontains": "12.5",
         *       "carbsperportion": "12.5",
         *       "sugar100gcontains": "12.5",
         *       "sugarperportion": "12.5",
         *       "fibre100gcontains": "12.5",
         *       "fibreperportion": "12.5",
         *       "protein100gcontains": "12.5",
         *       "proteinperportion": "12.5",
         *       "water100gcontains": "12.5",
         *       "waterperportion": "12.5",
         *       "sodium100gcontains": "12.5",
         *       "sodiumperportion": "12.5"
         *     }
         */
        'application/json': {
          /** @description A non-negative decimal (JSON number or text), stored to 4 places; null clears it */
          portionsize?: string | number | null;
          /** @description A non-negative decimal (JSON number or text), stored to 4 places; null clears it */
          kj100gcontains?: string | number | null;
          /** @description A non-negative decimal (JSON number or text), stored to 4 places; null clears it */
          kjperportion?: string | number | null;
          /** @description A non-negative decimal (JSON number or text), stored to 4 places; null clears it */
          kcal100gcontains?: string | number | null;
          /** @description A non-negative decimal (JSON number or text), stored to 4 places; null clears it */
          kcalperportion?: string | number | null;
          /** @description A non-negative decimal (JSON number or text), stored to 4 places; null clears it */
          fat100gcontains?: string | number | null;
          /** @description A non-negative decimal (JSON number or text), stored to 4 places; null clears it */
          fatperportion?: string | number | null;
          /** @description A non-negative decimal (JSON number or text), stored to 4 places; null clears it */
          saturates100gcontains?: string | number | null;
          /** @description A non-negative decimal (JSON number or text), stored to 4 places; null clears it */
          saturatesperportion?: string | number | null;
          /** @description A non-negative decimal (JSON number or text), stored to 4 places; null clears it */
          carbs100gcontains?: string | number | null;
          /** @description A non-negative decimal (JSON number or text), stored to 4 places; null clears it */
          carbsperportion?: string | number | null;
          /** @description A non-negative decimal (JSON number or text), stored to 4 places; null clears it */
          sugar100gcontains?: string | number | null;
          /** @description A non-negative decimal (JSON number or text), stored to 4 places; null clears it */
          sugarperportion?: string | number | null;
          /** @description A non-negative decimal (JSON number or text), stored to 4 places; null clears it */
          fibre100gcontains?: string | number | null;
          /** @description A non-negative decimal (JSON number or text), stored to 4 places; null clears it */
          fibreperportion?: string | number | null;
          /** @description A non-negative decimal (JSON number or text), stored to 4 places; null clears it */
          protein100gcontains?: string | number | null;
          /** @description A non-negative decimal (JSON number or text), stored to 4 places; null clears it */
          proteinperportion?: string | number | null;
          /** @description A non-negative decimal (JSON number or text), stored to 4 places; null clears it */
          water100gcontains?: string | number | null;
          /** @description A non-negative decimal (JSON number or text), stored to 4 places; null clears it */
          waterperportion?: string | number | null;
          /** @description A non-negative decimal (JSON number or text), stored to 4 places; null clears it */
          sodium100gcontains?: string | number | null;
          /** @description A non-negative decimal (JSON number or text), stored to 4 places; null clears it */
          sodiumperportion?: string | number | null;
        };
      };
    };
    responses: {
      /** @description Success: change some of a product’s nutritional values */
      200: {
        headers: {
          RateLimit: components['headers']['RateLimit'];
          'RateLimit-Policy': components['headers']['RateLimit-Policy'];
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "success": true,
           *       "data": {
           *         "message": "message text",
           *         "psid": 2
           *       }
           *     }
           */
          'application/json': {
            /** @enum {boolean} */
            success: true;
            data: {
              message: string;
              /** Format: int32 */
              psid: number;
            };
          };
        };
      };
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthorized'];
      403: components['responses']['Forbidden'];
      404: components['responses']['NotFound'];
      413: components['responses']['PayloadTooLarge'];
      415: components['responses']['UnsupportedMediaType'];
      429: components['responses']['TooManyRequests'];
      500: components['responses']['InternalError'];
      503: components['responses']['Unavailable'];
    };
  };
  listProducts: {
    parameters: {
      query?: {
        /** @description From 1 */
        page?: number;
        /** @description Rows per page, at most 200 */
        limit?: number;
        /** @description pagination.nextCursor of the previous page (same filters, sort and limit); replaces page */
        cursor?: string;
        /** @description Only this supplier */
        companyid?: number;
        /** @description An id of GET /lookups/spec_statuses */
        statusid?: number;
        /** @description 1 active only, 0 inactive only; omitted: both */
        active?: number;
        /** @description Part of the product name or code, any case */
        search?: string;
        /** @description Only the spec with this GTIN (8, 12, 13 or 14 digits; compared as 14) */
        gtin?: string;
        /** @description Sort by this column (text any case; statusid in the workflow’s order). A `-` before the name sorts descending; ties are broken by the id, in the same direction. Omitted: the list's own order. */
        sort?:
          | 'productname'
          | '-productname'
          | 'productcode'
          | '-productcode'
          | 'companyname'
          | '-companyname'
          | 'statusid'
          | '-statusid'
          | 'version'
          | '-version'
          | 'created'
          | '-created'
          | 'lastupdated'
          | '-lastupdated';
      };
      header?: {
        /** @description An `ETag` from an earlier answer: a 304 without a body while it is still current */
        'If-None-Match'?: components['parameters']['IfNoneMatch'];
      };
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Success: a list of ProductListItem */
      200: {
        headers: {
          ETag: components['headers']['ETag'];
          RateLimit: components['headers']['RateLimit'];
          'RateLimit-Policy': components['headers']['RateLimit-Policy'];
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "success": true,
           *       "data": [
           *         {
           *           "psid": 2,
           *           "newlineid": 1,
           *           "productname": "Organic whole milk 1 L",
           *           "productcode": "Organic whole milk 1 L",
           *           "companyid": 2,
           *           "companyname": "Greenfield Dairies Ltd",
           *           "statusid": 1,
           *           "statuslevel": "statuslevel text",
           *           "version": 1,
           *           "category": 1,
           *           "active": 1,
           *           "created": "2026-03-14 09:30:00",
           *           "lastupdated": "2026-03-14 09:30:00"
           *         }
           *       ],
           *       "pagination": {
           *         "page": 1,
           *         "limit": 1,
           *         "total": 1,
           *         "totalPages": 1,
           *         "nextCursor": "nextCursor text"
           *       }
           *     }
           */
          'application/json': {
            /** @enum {boolean} */
            success: true;
            data: components['schemas']['ProductListItem'][];
            pagination: {
              /** @description null when paging by cursor */
              page: number | null;
              /** Format: int32 */
              limit: number;
              /**
               * Format: int32
               * @description Rows matching the filters, on all pages
               */
              total: number;
              /** Format: int32 */
              totalPages: number;
              /** @description Pass as `cursor` for the next page; null on the last */
              nextCursor: string | null;
            };
          };
        };
      };
      /** @description Not modified: the If-None-Match ETag is still current */
      304: {
        headers: {
          ETag: components['headers']['ETag'];
          RateLimit: components['headers']['RateLimit'];
          'RateLimit-Policy': components['headers']['RateLimit-Policy'];
          [name: string]: unknown;
        };
        content?: never;
      };
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthorized'];
      403: components['responses']['Forbidden'];
      429: components['responses']['TooManyRequests'];
      500: components['responses']['InternalError'];
      503: components['responses']['Unavailable'];
    };
  };
  getProductSpec: {
    parameters: {
      query?: never;
      header?: {
        /** @description An `ETag` from an earlier answer: a 304 without a body while it is still current */
        'If-None-Match'?: components['parameters']['IfNoneMatch'];
      };
      path: {
        /** @description psid */
        psid: number;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Success: read a spec’s whole record: spec, sign-off, product and company fields (as updateProduct answers it) */
      200: {
        headers: {
          ETag: components['headers']['ETag'];
          RateLimit: components['headers']['RateLimit'];
          'RateLimit-Policy': components['headers']['RateLimit-Policy'];
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "success": true,
           *       "data": {
           *         "psid": 2,
           *         "newlineid": 1,
           *         "companyid": 2,
           *         "siteid": 1,
           *         "userid": 1,
           *         "isactive": 1,
           *         "productdescription": "Organic whole milk 1 L",
           *         "version": 1,
           *         "fopdescription": "fopdescription text",
           *         "bopdescription": "bopdescription text",
           *         "preparation_instuctions": "preparation_instuctions text",
           *         "weight": "weight text",
           *         "uom": 1,
           *         "countryid": 826,
           *         "launchdate": {
           *           "date": "2026-03-14",
           *           "timezone_type": 3,
           *           "timezone": "UTC"
           *         },
           *         "submissiondate": {
           *           "date": "2026-03-14",
           *           "timezone_type": 3,
           *           "timezone": "UTC"
           *         },
           *         "totallife": "totallife text",
           *         "shelflife": "shelflife text",
           *         "minlife": "minlife text",
           *         "supportingdocumentation": "supportingdocumentation text",
           *         "suppliercomments": "Greenfield Dairies Ltd",
           *         "readytoeat": true,
           *         "comments": "comments text",
           *         "statusid": 1,
           *         "submitted": 1,
           *         "supplierdeclarationname": "Greenfield Dairies Ltd",
           *         "supplierdeclarationtitle": "Greenfield Dairies Ltd",
           *         "supplierdeclarationdate": {
           *           "date": "2026-03-14",
           *           "timezone_type": 3,
           *           "timezone": "UTC"
           *         },
           *         "buyingsignoffcomments": "buyingsignoffcomments text",
           *         "buyingsignoffname": "buyingsignoffname text",
           *         "buyingsignofftitle": "buyingsignofftitle text",
           *         "buyingsignoffdate": {
           *           "date": "2026-03-14",
           *           "timezone_type": 3,
           *           "timezone": "UTC"
           *         },
           *         "technicalsignoffcomments": "technicalsignoffcomments text",
           *         "technicalsignoffname": "technicalsignoffname text",
           *         "technicalsignofftitle": "technicalsignofftitle text",
           *         "technicalsignoffdate": {
           *           "date": "2026-03-14",
           *           "timezone_type": 3,
           *           "timezone": "UTC"
           *         },
           *         "brand": "brand text",
           *         "model": "model text",
           *         "sku": "sku text",
           *         "price": 1.5,
           *         "currency": "currency text",
           *         "instock": true,
           *         "stocklevel": 1,
           *         "dimensions": "dimensions text",
           *         "gtin": "5012345678900",
           *         "productname": "Organic whole milk 1 L",
           *         "productcode": "Organic whole milk 1 L",
           *         "description": "description text",
           *         "producttype": 1,
           *         "category": 1,
           *         "buyer": 1,
           *         "buyercomments": "buyercomments text",
           *         "vendorcode": "vendorcode text",
           *         "companyname": "Greenfield Dairies Ltd",
           *         "address1": "address1 text",
           *         "address2": "address2 text",
           *         "address3": "address3 text",
           *         "city": "city text",
           *         "postcode": "postcode text",
           *         "companycountryid": 826,
           *         "technicalcontactname": "technicalcontactname text",
           *         "technicalcontactemail": "technicalcontact@greenfield-dairies.example.org",
           *         "technicalmobileno": "technicalmobileno text",
           *         "commercialcontactname": "commercialcontactname text",
           *         "commercialcontactemail": "commercialcontact@greenfield-dairies.example.org",
           *         "commercialmobileno": "commercialmobileno text",
           *         "suppliertype": 1,
           *         "companycomments": "Greenfield Dairies Ltd",
           *         "enabled": 1,
           *         "active": 1,
           *         "alcoholic": 1,
           *         "cannedfish": 1,
           *         "cbd": 1,
           *         "chocolate": 1,
           *         "coffee": 1,
           *         "curedmeats": 1,
           *         "freshfish": 1,
           *         "freshfruit": 1,
           *         "freshmeat": 1,
           *         "honey": 1,
           *         "jam": 1,
           *         "oliveoil": 1,
           *         "smokedfish": 1,
           *         "supplements": 1,
           *         "cheese": 1,
           *         "fish": 1,
           *         "mcs": 1,
           *         "lastupdated": {
           *           "date": "2026-03-14",
           *           "timezone_type": 3,
           *           "timezone": "UTC"
           *         },
           *         "created": {
           *           "date": "2026-03-14",
           *           "timezone_type": 3,
           *           "timezone": "UTC"
           *         },
           *         "copysupplierdeclarationdate": {
           *           "date": "2026-03-14",
           *           "timezone_type": 3,
           *           "timezone": "UTC"
           *         },
           *         "copytechnicalsignoffdate": {
           *           "date": "2026-03-14",
           *           "timezone_type": 3,
           *           "timezone": "UTC"
           *         },
           *         "statuslevel": "statuslevel text"
           *       }
           *     }
           */
          'application/json': {
            /** @enum {boolean} */
            success: true;
            data: {
              /** Format: int32 */
              psid: number;
              /** Format: int32 */
              newlineid: number;
              /** Format: int32 */
              companyid: number;
              /** Format: int32 */
              siteid: number;
              /** Format: int32 */
              userid: number | null;
              /** Format: int32 */
              isactive: number;
              productdescription: string | null;
              /** Format: int32 */
              version: number | null;
              fopdescription: string | null;
              bopdescription: string | null;
              preparation_instuctions: string | null;
              weight: string | null;
              /** Format: int32 */
              uom: number | null;
              /** Format: int32 */
              countryid: number | null;
              launchdate: {
                /** @description YYYY-MM-DD HH:MM:SS.uuuuuu */
                date: string;
                /** @enum {number} */
                timezone_type: 3;
                /** @enum {string} */
                timezone: 'UTC';
              } | null;
              submissiondate: {
                /** @description YYYY-MM-DD HH:MM:SS.uuuuuu */
                date: string;
                /** @enum {number} */
                timezone_type: 3;
                /** @enum {string} */
                timezone: 'UTC';
              } | null;
              totallife: string | null;
              shelflife: string | null;
              minlife: string | null;
              supportingdocumentation: string | null;
              suppliercomments: string | null;
              readytoeat: boolean | null;
              comments: string | null;
              /** Format: int32 */
              statusid: number | null;
              /** Format: int32 */
              submitted: number | null;
              supplierdeclarationname: string | null;
              supplierdeclarationtitle: string | null;
              supplierdeclarationdate: {
                /** @description YYYY-MM-DD HH:MM:SS.uuuuuu */
                date: string;
                /** @enum {number} */
                timezone_type: 3;
                /** @enum {string} */
                timezone: 'UTC';
              } | null;
              buyingsignoffcomments: string | null;
              buyingsignoffname: string | null;
              buyingsignofftitle: string | null;
              buyingsignoffdate: {
                /** @description YYYY-MM-DD HH:MM:SS.uuuuuu */
                date: string;
                /** @enum {number} */
                timezone_type: 3;
                /** @enum {string} */
                timezone: 'UTC';
              } | null;
              technicalsignoffcomments: string | null;
              technicalsignoffname: string | null;
              technicalsignofftitle: string | null;
              technicalsignoffdate: {
                /** @description YYYY-MM-DD HH:MM:SS.uuuuuu */
                date: string;
                /** @enum {number} */
                timezone_type: 3;
                /** @enum {string} */
                timezone: 'UTC';
              } | null;
              brand: string | null;
              model: string | null;
              sku: string | null;
              price: number | null;
              currency: string | null;
              instock: boolean | null;
              /** Format: int32 */
              stocklevel: number | null;
              dimensions: string | null;
              /** @description The spec’s GTIN as 14 digits; absent when it has none (an extension) */
              gtin?: string;
              productname: string | null;
              productcode: string | null;
              description: string | null;
              /** Format: int32 */
              producttype: number | null;
              /** Format: int32 */
              category: number | null;
              /** Format: int32 */
              buyer: number | null;
              buyercomments: string | null;
              vendorcode: string | null;
              companyname: string | null;
              address1: string | null;
              address2: string | null;
              address3: string | null;
              city: string | null;
              postcode: string | null;
              /** Format: int32 */
              companycountryid: number | null;
              technicalcontactname: string | null;
              technicalcontactemail: string | null;
              technicalmobileno: string | null;
              commercialcontactname: string | null;
              commercialcontactemail: string | null;
              commercialmobileno: string | null;
              /** Format: int32 */
              suppliertype: number | null;
              companycomments: string | null;
              /** Format: int32 */
              enabled: number | null;
              /** Format: int32 */
              active: number | null;
              /** Format: int32 */
              alcoholic: number;
              /** Format: int32 */
              cannedfish: number;
              /** Format: int32 */
              cbd: number;
              /** Format: int32 */
              chocolate: number;
              /** Format: int32 */
              coffee: number;
              /** Format: int32 */
              curedmeats: number;
              /** Format: int32 */
              freshfish: number;
              /** Format: int32 */
              freshfruit: number;
              /** Format: int32 */
              freshmeat: number;
              /** Format: int32 */
              honey: number;
              /** Format: int32 */
              jam: number;
              /** Format: int32 */
              oliveoil: number;
              /** Format: int32 */
              smokedfish: number;
              /** Format: int32 */
              supplements: number;
              /** Format: int32 */
              cheese: number;
              /** Format: int32 */
              fish: number;
              /** Format: int32 */
              mcs: number | null;
              lastupdated: {
                /** @description YYYY-MM-DD HH:MM:SS.uuuuuu */
                date: string;
                /** @enum {number} */
                timezone_type: 3;
                /** @enum {string} */
                timezone: 'UTC';
              } | null;
              created: {
                /** @description YYYY-MM-DD HH:MM:SS.uuuuuu */
                date: string;
                /** @enum {number} */
                timezone_type: 3;
                /** @enum {string} */
                timezone: 'UTC';
              } | null;
              copysupplierdeclarationdate: {
                /** @description YYYY-MM-DD HH:MM:SS.uuuuuu */
                date: string;
                /** @enum {number} */
                timezone_type: 3;
                /** @enum {string} */
                timezone: 'UTC';
              } | null;
              copytechnicalsignoffdate: {
                /** @description YYYY-MM-DD HH:MM:SS.uuuuuu */
                date: string;
                /** @enum {number} */
                timezone_type: 3;
                /** @enum {string} */
                timezone: 'UTC';
              } | null;
              statuslevel: string;
            };
          };
        };
      };
      /** @description Not modified: the If-None-Match ETag is still current */
      304: {
        headers: {
          ETag: components['headers']['ETag'];
          RateLimit: components['headers']['RateLimit'];
          'RateLimit-Policy': components['headers']['RateLimit-Policy'];
          [name: string]: unknown;
        };
        content?: never;
      };
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthorized'];
      403: components['responses']['Forbidden'];
      404: components['responses']['NotFound'];
      429: components['responses']['TooManyRequests'];
      500: components['responses']['InternalError'];
      503: components['responses']['Unavailable'];
    };
  };
  transitionProduct: {
    parameters: {
      query?: never;
      header?: {
        /** @description Why the change is made: kept in the history beside who and when (docs/traceability.md) */
        'X-Change-Reason'?: components['parameters']['ChangeReason'];
      };
      path: {
        /** @description psid */
        psid: number;
      };
      cookie?: never;
    };
    requestBody: {
      content: {
        /**
         * @example {
         *       "to": "In review",
         *       "comment": "comment text"
         *     }
         */
        'application/json': {
          /**
           * Format: int32
           * @description The status to move to: its name (New, Submitted, In review, Approved, Rejected; any case) or id
           * @example In review
           */
          to: number | string;
          /** @description Kept with the status change */
          comment?: string | null;
        };
      };
    };
    responses: {
      /** @description Success: move a spec through the workflow (approval freezes a version) */
      200: {
        headers: {
          RateLimit: components['headers']['RateLimit'];
          'RateLimit-Policy': components['headers']['RateLimit-Policy'];
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "success": true,
           *       "data": {
           *         "psid": 2,
           *         "statusid": 1,
           *         "statuslevel": "statuslevel text",
           *         "versionno": 1,
           *         "warning": "warning text"
           *       }
           *     }
           */
          'application/json': {
            /** @enum {boolean} */
            success: true;
            data: {
              /** Format: int32 */
              psid: number;
              /** Format: int32 */
              statusid: number;
              /** @description The status name */
              statuslevel: string;
              /**
               * Format: int32
               * @description The latest approved version’s number; null when the spec was never approved
               */
              versionno: number | null;
              /** @description Approving a spec of a supplier neither approved nor conditional while the approval spec guard is `warn` (docs/approval.md): what the move’s log also keeps */
              warning?: string;
            };
          };
        };
      };
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthorized'];
      403: components['responses']['Forbidden'];
      404: components['responses']['NotFound'];
      409: components['responses']['Conflict'];
      413: components['responses']['PayloadTooLarge'];
      415: components['responses']['UnsupportedMediaType'];
      422: components['responses']['Unprocessable'];
      429: components['responses']['TooManyRequests'];
      500: components['responses']['InternalError'];
      503: components['responses']['Unavailable'];
    };
  };
  listProductVersions: {
    parameters: {
      query?: never;
      header?: {
        /** @description An `ETag` from an earlier answer: a 304 without a body while it is still current */
        'If-None-Match'?: components['parameters']['IfNoneMatch'];
      };
      path: {
        /** @description psid */
        psid: number;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Success: the approved versions of a spec, oldest first */
      200: {
        headers: {
          ETag: components['headers']['ETag'];
          RateLimit: components['headers']['RateLimit'];
          'RateLimit-Policy': components['headers']['RateLimit-Policy'];
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "success": true,
           *       "data": [
           *         {
           *           "versionno": 1,
           *           "approved_at": "2026-03-14 09:30:00",
           *           "approved_by": 1
           *         }
           *       ]
           *     }
           */
          'application/json': {
            /** @enum {boolean} */
            success: true;
            data: {
              /** Format: int32 */
              versionno: number;
              /** @description YYYY-MM-DD HH:MM:SS (UTC) */
              approved_at: string;
              /**
               * Format: int32
               * @description The userid that approved it
               */
              approved_by: number | null;
            }[];
          };
        };
      };
      /** @description Not modified: the If-None-Match ETag is still current */
      304: {
        headers: {
          ETag: components['headers']['ETag'];
          RateLimit: components['headers']['RateLimit'];
          'RateLimit-Policy': components['headers']['RateLimit-Policy'];
          [name: string]: unknown;
        };
        content?: never;
      };
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthorized'];
      403: components['responses']['Forbidden'];
      404: components['responses']['NotFound'];
      429: components['responses']['TooManyRequests'];
      500: components['responses']['InternalError'];
      503: components['responses']['Unavailable'];
    };
  };
  getProductVersion: {
    parameters: {
      query?: never;
      header?: {
        /** @description An `ETag` from an earlier answer: a 304 without a body while it is still current */
        'If-None-Match'?: components['parameters']['IfNoneMatch'];
      };
      path: {
        /** @description psid */
        psid: number;
        /** @description The version number */
        n: number;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Success: ProductVersion */
      200: {
        headers: {
          ETag: components['headers']['ETag'];
          RateLimit: components['headers']['RateLimit'];
          'RateLimit-Policy': components['headers']['RateLimit-Policy'];
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "success": true,
           *       "data": {
           *         "versionno": 1,
           *         "approved_at": "2026-03-14 09:30:00",
           *         "approved_by": 1,
           *         "spec": {},
           *         "allergens": {},
           *         "nutrition": {}
           *       }
           *     }
           */
          'application/json': {
            /** @enum {boolean} */
            success: true;
            data: components['schemas']['ProductVersion'];
          };
        };
      };
      /** @description Not modified: the If-None-Match ETag is still current */
      304: {
        headers: {
          ETag: components['headers']['ETag'];
          RateLimit: components['headers']['RateLimit'];
          'RateLimit-Policy': components['headers']['RateLimit-Policy'];
          [name: string]: unknown;
        };
        content?: never;
      };
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthorized'];
      403: components['responses']['Forbidden'];
      404: components['responses']['NotFound'];
      429: components['responses']['TooManyRequests'];
      500: components['responses']['InternalError'];
      503: components['responses']['Unavailable'];
    };
  };
  diffProductVersions: {
    parameters: {
      query?: never;
      header?: {
        /** @description An `ETag` from an earlier answer: a 304 without a body while it is still current */
        'If-None-Match'?: components['parameters']['IfNoneMatch'];
      };
      path: {
        /** @description psid */
        psid: number;
        /** @description The version compared from */
        a: number;
        /** @description The version compared to */
        b: number;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Success: the fields that differ between two approved versions of a spec */
      200: {
        headers: {
          ETag: components['headers']['ETag'];
          RateLimit: components['headers']['RateLimit'];
          'RateLimit-Policy': components['headers']['RateLimit-Policy'];
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "success": true,
           *       "data": {
           *         "changes": [
           *           {
           *             "part": "spec",
           *             "field": "field text",
           *             "old": null,
           *             "new": null
           *           }
           *         ]
           *       }
           *     }
           */
          'application/json': {
            /** @enum {boolean} */
            success: true;
            data: {
              changes: {
                /** @enum {string} */
                part: 'spec' | 'allergens' | 'nutrition';
                field: string;
                old: unknown;
                new: unknown;
              }[];
            };
          };
        };
      };
      /** @description Not modified: the If-None-Match ETag is still current */
      304: {
        headers: {
          ETag: components['headers']['ETag'];
          RateLimit: components['headers']['RateLimit'];
          'RateLimit-Policy': components['headers']['RateLimit-Policy'];
          [name: string]: unknown;
        };
        content?: never;
      };
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthorized'];
      403: components['responses']['Forbidden'];
      404: components['responses']['NotFound'];
      429: components['responses']['TooManyRequests'];
      500: components['responses']['InternalError'];
      503: components['responses']['Unavailable'];
    };
  };
  listAudits: {
    parameters: {
      query?: {
        /** @description Only this auditor’s audits; 0 or absent: all */
        userid?: number;
        /** @description Only this supplier’s audits (the supplier scope sees its own company’s whatever it sends) */
        companyid?: number;
        /** @description Page the list: rows per page, at most 200 */
        limit?: number;
        /** @description pagination.nextCursor of the previous page (same filters, sort and limit); replaces page */
        cursor?: string;
        /** @description Page the list: from 1, `limit` rows each (default 50) */
        page?: number;
        /** @description Only audits of this status (GET /lookups/audit_statuses: 1 In progress, 2 Complete) */
        statusid?: number;
        /** @description true: in progress with its audit date past (UTC); false: the others; absent: all */
        overdue?: boolean;
        /** @description Audit date on or after (YYYY-MM-DD) */
        from?: string;
        /** @description Audit date on or before (YYYY-MM-DD) */
        to?: string;
        /** @description Sort by this column (the supplier’s and auditor’s names any case; no score before any score). A `-` before the name sorts descending; ties are broken by the id, in the same direction. Omitted: the list's own order. */
        sort?:
          | 'auditid'
          | '-auditid'
          | 'auditdate'
          | '-auditdate'
          | 'companyname'
          | '-companyname'
          | 'auditor'
          | '-auditor'
          | 'statusid'
          | '-statusid'
          | 'score_pct'
          | '-score_pct';
      };
      header?: {
        /** @description An `ETag` from an earlier answer: a 304 without a body while it is still current */
        'If-None-Match'?: components['parameters']['IfNoneMatch'];
      };
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Success: a list of Audit */
      200: {
        headers: {
          ETag: components['headers']['ETag'];
          RateLimit: components['headers']['RateLimit'];
          'RateLimit-Policy': components['headers']['RateLimit-Policy'];
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "success": true,
           *       "data": [
           *         {
           *           "auditid": 1,
           *           "companyid": 2,
           *           "companyname": "Greenfield Dairies Ltd",
           *           "auditdate": "2026-03-14",
           *           "statusid": 1,
           *           "score_pct": 1.5,
           *           "traffic_light": "grey",
           *           "userid": 1,
           *           "audit_reason": "audit_reason text"
           *         }
           *       ],
           *       "pagination": {
           *         "page": 1,
           *         "limit": 1,
           *         "total": 1,
           *         "totalPages": 1,
           *         "nextCursor": "nextCursor text"
           *       }
           *     }
           */
          'application/json': {
            /** @enum {boolean} */
            success: true;
            data: components['schemas']['Audit'][];
            pagination?: {
              /** @description null when paging by cursor */
              page: number | null;
              /** Format: int32 */
              limit: number;
              /**
               * Format: int32
               * @description Rows matching the filters, on all pages
               */
              total: number;
              /** Format: int32 */
              totalPages: number;
              /** @description Pass as `cursor` for the next page; null on the last */
              nextCursor: string | null;
            };
          };
        };
      };
      /** @description Not modified: the If-None-Match ETag is still current */
      304: {
        headers: {
          ETag: components['headers']['ETag'];
          RateLimit: components['headers']['RateLimit'];
          'RateLimit-Policy': components['headers']['RateLimit-Policy'];
          [name: string]: unknown;
        };
        content?: never;
      };
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthorized'];
      403: components['responses']['Forbidden'];
      429: components['responses']['TooManyRequests'];
      500: components['responses']['InternalError'];
      503: components['responses']['Unavailable'];
    };
  };
  createAudit: {
    parameters: {
      query?: never;
      header?: {
        /** @description Makes a retry safe: the first answer is kept 24 hours and a retry with the same key, method, path and body gets it again (with `Idempotent-Replayed: true`); the same key with another request is 422, a retry while the first still runs is 409 */
        'Idempotency-Key'?: components['parameters']['IdempotencyKey'];
        /** @description Why the change is made: kept in the history beside who and when (docs/traceability.md) */
        'X-Change-Reason'?: components['parameters']['ChangeReason'];
      };
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        /**
         * @example {
         *       "companyid": 2,
         *       "userid": 1,
         *       "audit_date": "2026-03-14",
         *       "audit_reason": "audit_reason text"
         *     }
         */
        'application/json': {
          /**
           * Format: int32
           * @description The supplier company audited (supplierid)
           */
          companyid: number;
          /**
           * Format: int32
           * @description The auditor
           */
          userid: number;
          /**
           * Format: date
           * @description YYYY-MM-DD
           */
          audit_date: string;
          audit_reason?: string | null;
        };
      };
    };
    responses: {
      /** @description Created: create a supplier site audit on the current checklist template */
      201: {
        headers: {
          RateLimit: components['headers']['RateLimit'];
          'RateLimit-Policy': components['headers']['RateLimit-Policy'];
          'Idempotent-Replayed': components['headers']['Idempotent-Replayed'];
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "success": true,
           *       "data": {
           *         "message": "message text",
           *         "auditid": 1
           *       }
           *     }
           */
          'application/json': {
            /** @enum {boolean} */
            success: true;
            data: {
              message: string;
              /** Format: int32 */
              auditid: number;
            };
          };
        };
      };
      400: components['responses']['BadRequestIdempotent'];
      401: components['responses']['UnauthorizedIdempotent'];
      403: components['responses']['ForbiddenIdempotent'];
      409: components['responses']['ConflictIdempotent'];
      413: components['responses']['PayloadTooLargeIdempotent'];
      415: components['responses']['UnsupportedMediaTypeIdempotent'];
      422: components['responses']['UnprocessableIdempotent'];
      429: components['responses']['TooManyRequestsIdempotent'];
      500: components['responses']['InternalError'];
      503: components['responses']['Unavailable'];
    };
  };
  getAudit: {
    parameters: {
      query?: never;
      header?: {
        /** @description An `ETag` from an earlier answer: a 304 without a body while it is still current */
        'If-None-Match'?: components['parameters']['IfNoneMatch'];
      };
      path: {
        auditid: number;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Success: Audit */
      200: {
        headers: {
          ETag: components['headers']['ETag'];
          RateLimit: components['headers']['RateLimit'];
          'RateLimit-Policy': components['headers']['RateLimit-Policy'];
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "success": true,
           *       "data": {
           *         "auditid": 1,
           *         "companyid": 2,
           *         "companyname": "Greenfield Dairies Ltd",
           *         "auditdate": "2026-03-14",
           *         "statusid": 1,
           *         "score_pct": 1.5,
           *         "traffic_light": "grey",
           *         "userid": 1,
           *         "audit_reason": "audit_reason text"
           *       }
           *     }
           */
          'application/json': {
            /** @enum {boolean} */
            success: true;
            data: components['schemas']['Audit'];
          };
        };
      };
      /** @description Not modified: the If-None-Match ETag is still current */
      304: {
        headers: {
          ETag: components['headers']['ETag'];
          RateLimit: components['headers']['RateLimit'];
          'RateLimit-Policy': components['headers']['RateLimit-Policy'];
          [name: string]: unknown;
        };
        content?: never;
      };
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthorized'];
      403: components['responses']['Forbidden'];
      404: components['responses']['NotFound'];
      429: components['responses']['TooManyRequests'];
      500: components['responses']['InternalError'];
      503: components['responses']['Unavailable'];
    };
  };
  getAuditSections: {
    parameters: {
      query?: never;
      header?: {
        /** @description An `ETag` from an earlier answer: a 304 without a body while it is still current */
        'If-None-Match'?: components['parameters']['IfNoneMatch'];
      };
      path: {
        auditid: number;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Success: a list of AuditSection */
      200: {
        headers: {
          ETag: components['headers']['ETag'];
          RateLimit: components['headers']['RateLimit'];
          'RateLimit-Policy': components['headers']['RateLimit-Policy'];
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "success": true,
           *       "data": [
           *         {
           *           "sectionid": 1,
           *           "section_name": "section_name text",
           *           "icon_class": "icon_class text",
           *           "sort_order": 1,
           *           "total_items": 1,
           *           "answered_items": 1,
           *           "traffic_light": "grey"
           *         }
           *       ]
           *     }
           */
          'application/json': {
            /** @enum {boolean} */
            success: true;
            data: components['schemas']['AuditSection'][];
          };
        };
      };
      /** @description Not modified: the If-None-Match ETag is still current */
      304: {
        headers: {
          ETag: components['headers']['ETag'];
          RateLimit: components['headers']['RateLimit'];
          'RateLimit-Policy': components['headers']['RateLimit-Policy'];
          [name: string]: unknown;
        };
        content?: never;
      };
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthorized'];
      403: components['responses']['Forbidden'];
      404: components['responses']['NotFound'];
      429: components['responses']['TooManyRequests'];
      500: components['responses']['InternalError'];
      503: components['responses']['Unavailable'];
    };
  };
  getAuditSectionItems: {
    parameters: {
      query?: never;
      header?: {
        /** @description An `ETag` from an earlier answer: a 304 without a body while it is still current */
        'If-None-Match'?: components['parameters']['IfNoneMatch'];
      };
      path: {
        auditid: number;
        sectionid: number;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Success: a list of AuditItem */
      200: {
        headers: {
          ETag: components['headers']['ETag'];
          RateLimit: components['headers']['RateLimit'];
          'RateLimit-Policy': components['headers']['RateLimit-Policy'];
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "success": true,
           *       "data": [
           *         {
           *           "itemid": 1,
           *           "sectionid": 1,
           *           "question": "question text",
           *           "guidance": "guidance text",
           *           "critical": true,
           *           "required": true,
           *           "sort_order": 1,
           *           "answer": {
           *             "result": "pass",
           *             "notes": "notes text",
           *             "userid": 1,
           *             "answered_at": "2026-03-14 09:30:00"
           *           },
           *           "photos": [
           *             {
           *               "docid": 1,
           *               "url": "https://hooks.example.org/foodtrace",
           *               "filename": "filename text"
           *             }
           *           ]
           *         }
           *       ]
           *     }
           */
          'application/json': {
            /** @enum {boolean} */
            success: true;
            data: components['schemas']['AuditItem'][];
          };
        };
      };
      /** @description Not modified: the If-None-Match ETag is still current */
      304: {
        headers: {
          ETag: components['headers']['ETag'];
          RateLimit: components['headers']['RateLimit'];
          'RateLimit-Policy': components['headers']['RateLimit-Policy'];
          [name: string]: unknown;
        };
        content?: never;
      };
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthorized'];
      403: components['responses']['Forbidden'];
      404: components['responses']['NotFound'];
      429: components['responses']['TooManyRequests'];
      500: components['responses']['InternalError'];
      503: components['responses']['Unavailable'];
    };
  };
  saveAuditItemResponse: {
    parameters: {
      query?: never;
      header?: {
        /** @description Makes a retry safe: the first answer is kept 24 hours and a retry with the same key, method, path and body gets it again (with `Idempotent-Replayed: true`); the same key with another request is 422, a retry while the first still runs is 409 */
        'Idempotency-Key'?: components['parameters']['IdempotencyKey'];
        /** @description Why the change is made: kept in the history beside who and when (docs/traceability.md) */
        'X-Change-Reason'?: components['parameters']['ChangeReason'];
      };
      path: {
        auditid: number;
        itemid: number;
      };
      cookie?: never;
    };
    requestBody: {
      content: {
        /**
         * @example {
         *       "result": "pass",
         *       "notes": "notes text",
         *       "userid": 1
         *     }
         */
        'application/json': {
          /** @enum {string} */
          result: 'pass' | 'fail' | 'flag' | 'na';
          notes?: string | null;
          /**
           * Format: int32
           * @description Who answered; defaults to the key’s user
           */
          userid?: number;
        };
      };
    };
    responses: {
      /** @description Success: save or replace the answer to one checklist item; returns the updated section progress */
      200: {
        headers: {
          RateLimit: components['headers']['RateLimit'];
          'RateLimit-Policy': components['headers']['RateLimit-Policy'];
          'Idempotent-Replayed': components['headers']['Idempotent-Replayed'];
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "success": true,
           *       "data": {
           *         "sectionid": 1,
           *         "total_items": 1,
           *         "answered_items": 1,
           *         "traffic_light": "grey"
           *       }
           *     }
           */
          'application/json': {
            /** @enum {boolean} */
            success: true;
            data: {
              /** Format: int32 */
              sectionid: number;
              /** Format: int32 */
              total_items: number;
              /** Format: int32 */
              answered_items: number;
              /**
               * @description grey: nothing answered; red: a critical fail or flag; green: all answered, no fail or flag; amber: otherwise
               * @enum {string}
               */
              traffic_light: 'grey' | 'amber' | 'red' | 'green';
            };
          };
        };
      };
      400: components['responses']['BadRequestIdempotent'];
      401: components['responses']['UnauthorizedIdempotent'];
      403: components['responses']['ForbiddenIdempotent'];
      404: components['responses']['NotFoundIdempotent'];
      409: components['responses']['ConflictIdempotent'];
      413: components['responses']['PayloadTooLargeIdempotent'];
      415: components['responses']['UnsupportedMediaTypeIdempotent'];
      422: components['responses']['UnprocessableIdempotent'];
      429: components['responses']['TooManyRequestsIdempotent'];
      500: components['responses']['InternalError'];
      503: components['responses']['Unavailable'];
    };
  };
  uploadAuditPhoto: {
    parameters: {
      query?: never;
      header?: {
        /** @description Makes a retry safe: the first answer is kept 24 hours and a retry with the same key, method, path and body gets it again (with `Idempotent-Replayed: true`); the same key with another request is 422, a retry while the first still runs is 409 */
        'Idempotency-Key'?: components['parameters']['IdempotencyKey'];
        /** @description Why the change is made: kept in the history beside who and when (docs/traceability.md) */
        'X-Change-Reason'?: components['parameters']['ChangeReason'];
      };
      path: {
        auditid: number;
        itemid: number;
      };
      cookie?: never;
    };
    requestBody: {
      content: {
        'multipart/form-data': {
          /**
           * Format: binary
           * @description The photo: JPEG, PNG, GIF or WebP, at most 10 MB
           */
          file: Blob;
          /**
           * Format: int32
           * @description Who took it; defaults to the key’s user
           */
          userid?: number;
        };
      };
    };
    responses: {
      /** @description Created: AuditPhoto */
      201: {
        headers: {
          RateLimit: components['headers']['RateLimit'];
          'RateLimit-Policy': components['headers']['RateLimit-Policy'];
          'Idempotent-Replayed': components['headers']['Idempotent-Replayed'];
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "success": true,
           *       "data": {
           *         "docid": 1,
           *         "url": "https://hooks.example.org/foodtrace",
           *         "filename": "filename text"
           *       }
           *     }
           */
          'application/json': {
            /** @enum {boolean} */
            success: true;
            data: components['schemas']['AuditPhoto'];
          };
        };
      };
      400: components['responses']['BadRequestIdempotent'];
      401: components['responses']['UnauthorizedIdempotent'];
      403: components['responses']['ForbiddenIdempotent'];
      404: components['responses']['NotFoundIdempotent'];
      409: components['responses']['ConflictIdempotent'];
      413: components['responses']['PayloadTooLargeIdempotent'];
      415: components['responses']['UnsupportedMediaTypeIdempotent'];
      422: components['responses']['UnprocessableIdempotent'];
      429: components['responses']['TooManyRequestsIdempotent'];
      500: components['responses']['InternalError'];
      503: components['responses']['Unavailable'];
    };
  };
  deleteAuditPhoto: {
    parameters: {
      query?: never;
      header?: {
        /** @description Why the change is made: kept in the history beside who and when (docs/traceability.md) */
        'X-Change-Reason'?: components['parameters']['ChangeReason'];
      };
      path: {
        auditid: number;
        docid: number;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Success: delete one photo of this audit; its public link answers 404 from then on */
      200: {
        headers: {
          RateLimit: components['headers']['RateLimit'];
          'RateLimit-Policy': components['headers']['RateLimit-Policy'];
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "success": true,
           *       "data": {
           *         "success": true
           *       }
           *     }
           */
          'application/json': {
            /** @enum {boolean} */
            success: true;
            data: {
              /** @enum {boolean} */
              success: true;
            };
          };
        };
      };
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthorized'];
      403: components['responses']['Forbidden'];
      404: components['responses']['NotFound'];
      409: components['responses']['Conflict'];
      429: components['responses']['TooManyRequests'];
      500: components['responses']['InternalError'];
      503: components['responses']['Unavailable'];
    };
  };
  completeAudit: {
    parameters: {
      query?: never;
      header?: {
        /** @description Makes a retry safe: the first answer is kept 24 hours and a retry with the same key, method, path and body gets it again (with `Idempotent-Replayed: true`); the same key with another request is 422, a retry while the first still runs is 409 */
        'Idempotency-Key'?: components['parameters']['IdempotencyKey'];
        /** @description Why the change is made: kept in the history beside who and when (docs/traceability.md) */
        'X-Change-Reason'?: components['parameters']['ChangeReason'];
      };
      path: {
        auditid: number;
      };
      cookie?: never;
    };
    requestBody: {
      content: {
        /**
         * @example {
         *       "userid": 1
         *     }
         */
        'application/json': {
          /**
           * Format: int32
           * @description Who completed the audit; defaults to the key’s user
           */
          userid?: number;
        };
      };
    };
    responses: {
      /** @description Success: finalise an audit: every required item must be answered; calculates score_pct */
      200: {
        headers: {
          RateLimit: components['headers']['RateLimit'];
          'RateLimit-Policy': components['headers']['RateLimit-Policy'];
          'Idempotent-Replayed': components['headers']['Idempotent-Replayed'];
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "success": true,
           *       "data": {
           *         "success": true,
           *         "score_pct": 1.5,
           *         "message": "message text"
           *       }
           *     }
           */
          'application/json': {
            /** @enum {boolean} */
            success: true;
            data: {
              /** @enum {boolean} */
              success: true;
              score_pct: number;
              message: string;
            };
          };
        };
      };
      400: components['responses']['BadRequestIdempotent'];
      401: components['responses']['UnauthorizedIdempotent'];
      403: components['responses']['ForbiddenIdempotent'];
      404: components['responses']['NotFoundIdempotent'];
      409: components['responses']['ConflictIdempotent'];
      413: components['responses']['PayloadTooLargeIdempotent'];
      415: components['responses']['UnsupportedMediaTypeIdempotent'];
      422: components['responses']['UnprocessableIdempotent'];
      429: components['responses']['TooManyRequestsIdempotent'];
      500: components['responses']['InternalError'];
      503: components['responses']['Unavailable'];
    };
  };
  getHistory: {
    parameters: {
      query?: {
        /** @description Entries per page, at most 1000 */
        limit?: number;
        /** @description pagination.next_cursor of the previous page */
        cursor?: string;
      };
      header?: {
        /** @description An `ETag` from an earlier answer: a 304 without a body while it is still current */
        'If-None-Match'?: components['parameters']['IfNoneMatch'];
      };
      path: {
        /** @description user, supplier, newline, product, audit, apikey, wholesaler, catalogue, action, incident */
        entity:
          | 'user'
          | 'supplier'
          | 'newline'
          | 'product'
          | 'audit'
          | 'apikey'
          | 'wholesaler'
          | 'catalogue'
          | 'action'
          | 'incident';
        id: number;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Success: a list of HistoryEntry */
      200: {
        headers: {
          ETag: components['headers']['ETag'];
          RateLimit: components['headers']['RateLimit'];
          'RateLimit-Policy': components['headers']['RateLimit-Policy'];
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "success": true,
           *       "data": [
           *         {
           *           "historyid": 1,
           *           "entity": "entity text",
           *           "entityid": 1,
           *           "action": "create",
           *           "part": "part text",
           *           "partid": 1,
           *           "changes": [
           *             {
           *               "field": "field text",
           *               "old": null,
           *               "new": null
           *             }
           *           ],
           *           "userid": 1,
           *           "via": "via text",
           *           "at": "at text",
           *           "requestid": "requestid text",
           *           "reason": "reason text"
           *         }
           *       ],
           *       "pagination": {
           *         "limit": 1,
           *         "next_cursor": "next_cursor text"
           *       }
           *     }
           */
          'application/json': {
            /** @enum {boolean} */
            success: true;
            data: components['schemas']['HistoryEntry'][];
            pagination: {
              /** Format: int32 */
              limit: number;
              /** @description null on the last page */
              next_cursor: string | null;
            };
          };
        };
      };
      /** @description Not modified: the If-None-Match ETag is still current */
      304: {
        headers: {
          ETag: components['headers']['ETag'];
          RateLimit: components['headers']['RateLimit'];
          'RateLimit-Policy': components['headers']['RateLimit-Policy'];
          [name: string]: unknown;
        };
        content?: never;
      };
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthorized'];
      403: components['responses']['Forbidden'];
      404: components['responses']['NotFound'];
      429: components['responses']['TooManyRequests'];
      500: components['responses']['InternalError'];
      503: components['responses']['Unavailable'];
    };
  };
  listEvents: {
    parameters: {
      query?: {
        /** @description The last `seq` seen (next_after of the previous page) */
        after?: number;
        /** @description Comma-separated types: supplier.created, supplier.updated, supplier.deleted, newline.created, newline.updated, newline.deleted, product.created, product.updated, product.status_changed, product.approved, allergens.updated, nutrition.updated, audit.created, audit.updated, audit.answer_saved, audit.completed, photo.added, photo.deleted, photo.updated, user.created, user.updated, user.deactivated, wholesaler.created, wholesaler.updated, wholesaler.deleted, catalogue.linked, catalogue.updated, catalogue.withdrawn, catalogue.stale, catalogue.published, catalogue.delivered, catalogue.delivery_failed, catalogue.confirmed, catalogue.rejected, catalogue.hold, catalogue.released, certificate.created, certificate.updated, certificate.deleted, certificate.expiring, certificate.expired, action.created, action.updated, action.status_changed, epcis.captured, incident.opened, incident.updated, incident.rescoped, incident.status_changed, incident.notice_sent, incident.notice_overdue, incident.escalated, incident.notice_acknowledged, questionnaire.sent, questionnaire.submitted, questionnaire.reviewed, questionnaire.expiring, questionnaire.expired, supplier.approval_changed */
        types?: string;
        /** @description At most 1000 */
        limit?: number;
      };
      header?: {
        /** @description An `ETag` from an earlier answer: a 304 without a body while it is still current */
        'If-None-Match'?: components['parameters']['IfNoneMatch'];
      };
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Success: a list of Event */
      200: {
        headers: {
          ETag: components['headers']['ETag'];
          RateLimit: components['headers']['RateLimit'];
          'RateLimit-Policy': components['headers']['RateLimit-Policy'];
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "success": true,
           *       "data": [
           *         {
           *           "id": "id text",
           *           "seq": 1,
           *           "type": "type text",
           *           "occurred_at": "2026-03-14 09:30:00",
           *           "entity": "entity text",
           *           "entityid": 1,
           *           "companyid": 2,
           *           "data": {
           *             "name": null
           *           }
           *         }
           *       ],
           *       "next_after": 1
           *     }
           */
          'application/json': {
            /** @enum {boolean} */
            success: true;
            data: components['schemas']['Event'][];
            /**
             * Format: int64
             * @description Send it as `after` to get the next page (the same when nothing is new)
             */
            next_after: number;
          };
        };
      };
      /** @description Not modified: the If-None-Match ETag is still current */
      304: {
        headers: {
          ETag: components['headers']['ETag'];
          RateLimit: components['headers']['RateLimit'];
          'RateLimit-Policy': components['headers']['RateLimit-Policy'];
          [name: string]: unknown;
        };
        content?: never;
      };
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthorized'];
      403: components['responses']['Forbidden'];
      429: components['responses']['TooManyRequests'];
      500: components['responses']['InternalError'];
      503: components['responses']['Unavailable'];
    };
  };
  listWebhookDeliveries: {
    parameters: {
      query?: {
        status?: 'pending' | 'delivered' | 'failed';
        /** @description next_before of the previous page */
        before?: number;
        limit?: number;
      };
      header?: {
        /** @description An `ETag` from an earlier answer: a 304 without a body while it is still current */
        'If-None-Match'?: components['parameters']['IfNoneMatch'];
      };
      path: {
        id: number;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Success: a list of WebhookDeliveryDetail */
      200: {
        headers: {
          ETag: components['headers']['ETag'];
          RateLimit: components['headers']['RateLimit'];
          'RateLimit-Policy': components['headers']['RateLimit-Policy'];
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "success": true,
           *       "data": [
           *         {
           *           "deliveryid": 1,
           *           "eventid": "eventid text",
           *           "type": "type text",
           *           "status": "pending",
           *           "sending": true,
           *           "attempt": 1,
           *           "status_code": 1,
           *           "duration_ms": 1,
           *           "error": "error text",
           *           "at": "at text",
           *           "next_attempt_at": "2026-03-14 09:30:00",
           *           "attempts": [
           *             {
           *               "attempt": 1,
           *               "at": "at text",
           *               "status_code": 1,
           *               "duration_ms": 1,
           *               "error": "error text"
           *             }
           *           ]
           *         }
           *       ],
           *       "next_before": 1
           *     }
           */
          'application/json': {
            /** @enum {boolean} */
            success: true;
            data: components['schemas']['WebhookDeliveryDetail'][];
            next_before: number | null;
          };
        };
      };
      /** @description Not modified: the If-None-Match ETag is still current */
      304: {
        headers: {
          ETag: components['headers']['ETag'];
          RateLimit: components['headers']['RateLimit'];
          'RateLimit-Policy': components['headers']['RateLimit-Policy'];
          [name: string]: unknown;
        };
        content?: never;
      };
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthorized'];
      403: components['responses']['Forbidden'];
      404: components['responses']['NotFound'];
      429: components['responses']['TooManyRequests'];
      500: components['responses']['InternalError'];
      503: components['responses']['Unavailable'];
    };
  };
  getWebhookDelivery: {
    parameters: {
      query?: never;
      header?: {
        /** @description An `ETag` from an earlier answer: a 304 without a body while it is still current */
        'If-None-Match'?: components['parameters']['IfNoneMatch'];
      };
      path: {
        id: number;
        deliveryid: number;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Success: WebhookDeliveryFull */
      200: {
        headers: {
          ETag: components['headers']['ETag'];
          RateLimit: components['headers']['RateLimit'];
          'RateLimit-Policy': components['headers']['RateLimit-Policy'];
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "success": true,
           *       "data": {
           *         "deliveryid": 1,
           *         "eventid": "eventid text",
           *         "type": "type text",
           *         "status": "pending",
           *         "sending": true,
           *         "attempt": 1,
           *         "status_code": 1,
           *         "duration_ms": 1,
           *         "error": "error text",
           *         "at": "at text",
           *         "next_attempt_at": "2026-03-14 09:30:00",
           *         "attempts": [
           *           {
           *             "attempt": 1,
           *             "at": "at text",
           *             "status_code": 1,
           *             "duration_ms": 1,
           *             "error": "error text",
           *             "request": {
           *               "method": "POST",
           *               "url": "https://hooks.example.org/foodtrace",
           *               "headers": [
           *                 {
           *                   "name": "name text",
           *                   "value": "value text"
           *                 }
           *               ],
           *               "body_size": 1,
           *               "body_sha256": "body_sha256 text"
           *             },
           *             "response": {
           *               "status": 1,
           *               "headers": [
           *                 {
           *                   "name": "name text",
           *                   "value": "value text"
           *                 }
           *               ],
           *               "headers_cut": true,
           *               "body": "body text",
           *               "body_size": 1,
           *               "body_cut": true,
           *               "binary": true
           *             }
           *           }
           *         ]
           *       }
           *     }
           */
          'application/json': {
            /** @enum {boolean} */
            success: true;
            data: components['schemas']['WebhookDeliveryFull'];
          };
        };
      };
      /** @description Not modified: the If-None-Match ETag is still current */
      304: {
        headers: {
          ETag: components['headers']['ETag'];
          RateLimit: components['headers']['RateLimit'];
          'RateLimit-Policy': components['headers']['RateLimit-Policy'];
          [name: string]: unknown;
        };
        content?: never;
      };
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthorized'];
      403: components['responses']['Forbidden'];
      404: components['responses']['NotFound'];
      429: components['responses']['TooManyRequests'];
      500: components['responses']['InternalError'];
      503: components['responses']['Unavailable'];
    };
  };
  redeliverWebhookDelivery: {
    parameters: {
      query?: never;
      header?: {
        /** @description Why the change is made: kept in the history beside who and when (docs/traceability.md) */
        'X-Change-Reason'?: components['parameters']['ChangeReason'];
      };
      path: {
        id: number;
        deliveryid: number;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Accepted: the work is queued: WebhookDelivery */
      202: {
        headers: {
          RateLimit: components['headers']['RateLimit'];
          'RateLimit-Policy': components['headers']['RateLimit-Policy'];
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "success": true,
           *       "data": {
           *         "deliveryid": 1,
           *         "eventid": "eventid text",
           *         "type": "type text",
           *         "status": "pending",
           *         "sending": true,
           *         "attempt": 1,
           *         "status_code": 1,
           *         "duration_ms": 1,
           *         "error": "error text",
           *         "at": "at text",
           *         "next_attempt_at": "2026-03-14 09:30:00"
           *       }
           *     }
           */
          'application/json': {
            /** @enum {boolean} */
            success: true;
            data: components['schemas']['WebhookDelivery'];
          };
        };
      };
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthorized'];
      403: components['responses']['Forbidden'];
      404: components['responses']['NotFound'];
      409: components['responses']['Conflict'];
      413: components['responses']['PayloadTooLarge'];
      415: components['responses']['UnsupportedMediaType'];
      429: components['responses']['TooManyRequests'];
      500: components['responses']['InternalError'];
      503: components['responses']['Unavailable'];
    };
  };
  getWebhookDeliveryPayload: {
    parameters: {
      query?: never;
      header?: {
        /** @description An `ETag` from an earlier answer: a 304 without a body while it is still current */
        'If-None-Match'?: components['parameters']['IfNoneMatch'];
      };
      path: {
        id: number;
        deliveryid: number;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Success: WebhookDeliveryPayload */
      200: {
        headers: {
          ETag: components['headers']['ETag'];
          RateLimit: components['headers']['RateLimit'];
          'RateLimit-Policy': components['headers']['RateLimit-Policy'];
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "success": true,
           *       "data": {
           *         "deliveryid": 1,
           *         "eventid": "eventid text",
           *         "body": "body text",
           *         "body_size": 1,
           *         "body_sha256": "body_sha256 text"
           *       }
           *     }
           */
          'application/json': {
            /** @enum {boolean} */
            success: true;
            data: components['schemas']['WebhookDeliveryPayload'];
          };
        };
      };
      /** @description Not modified: the If-None-Match ETag is still current */
      304: {
        headers: {
          ETag: components['headers']['ETag'];
          RateLimit: components['headers']['RateLimit'];
          'RateLimit-Policy': components['headers']['RateLimit-Policy'];
          [name: string]: unknown;
        };
        content?: never;
      };
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthorized'];
      403: components['responses']['Forbidden'];
      404: components['responses']['NotFound'];
      429: components['responses']['TooManyRequests'];
      500: components['responses']['InternalError'];
      503: components['responses']['Unavailable'];
    };
  };
  retryWebhookDelivery: {
    parameters: {
      query?: never;
      header?: {
        /** @description Why the change is made: kept in the history beside who and when (docs/traceability.md) */
        'X-Change-Reason'?: components['parameters']['ChangeReason'];
      };
      path: {
        id: number;
        deliveryid: number;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Success: WebhookDelivery */
      200: {
        headers: {
          RateLimit: components['headers']['RateLimit'];
          'RateLimit-Policy': components['headers']['RateLimit-Policy'];
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "success": true,
           *       "data": {
           *         "deliveryid": 1,
           *         "eventid": "eventid text",
           *         "type": "type text",
           *         "status": "pending",
           *         "sending": true,
           *         "attempt": 1,
           *         "status_code": 1,
           *         "duration_ms": 1,
           *         "error": "error text",
           *         "at": "at text",
           *         "next_attempt_at": "2026-03-14 09:30:00"
           *       }
           *     }
           */
          'application/json': {
            /** @enum {boolean} */
            success: true;
            data: components['schemas']['WebhookDelivery'];
          };
        };
      };
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthorized'];
      403: components['responses']['Forbidden'];
      404: components['responses']['NotFound'];
      409: components['responses']['Conflict'];
      413: components['responses']['PayloadTooLarge'];
      415: components['responses']['UnsupportedMediaType'];
      429: components['responses']['TooManyRequests'];
      500: components['responses']['InternalError'];
      503: components['responses']['Unavailable'];
    };
  };
  recoverWebhookDeliveries: {
    parameters: {
      query?: never;
      header?: {
        /** @description Why the change is made: kept in the history beside who and when (docs/traceability.md) */
        'X-Change-Reason'?: components['parameters']['ChangeReason'];
      };
      path: {
        id: number;
      };
      cookie?: never;
    };
    requestBody: {
      content: {
        /**
         * @example {
         *       "since": "2026-03-14T09:30:00Z"
         *     }
         */
        'application/json': {
          /**
           * Format: date-time
           * @description Failed deliveries queued since then are queued again
           */
          since: string;
        };
      };
    };
    responses: {
      /** @description Accepted: the work is queued: queue again every failed delivery since a date (after an outage on the receiving side) */
      202: {
        headers: {
          RateLimit: components['headers']['RateLimit'];
          'RateLimit-Policy': components['headers']['RateLimit-Policy'];
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "success": true,
           *       "data": {
           *         "queued": 1
           *       }
           *     }
           */
          'application/json': {
            /** @enum {boolean} */
            success: true;
            data: {
              /** Format: int32 */
              queued: number;
            };
          };
        };
      };
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthorized'];
      403: components['responses']['Forbidden'];
      404: components['responses']['NotFound'];
      409: components['responses']['Conflict'];
      413: components['responses']['PayloadTooLarge'];
      415: components['responses']['UnsupportedMediaType'];
      429: components['responses']['TooManyRequests'];
      500: components['responses']['InternalError'];
      503: components['responses']['Unavailable'];
    };
  };
  testWebhook: {
    parameters: {
      query?: never;
      header?: {
        /** @description Why the change is made: kept in the history beside who and when (docs/traceability.md) */
        'X-Change-Reason'?: components['parameters']['ChangeReason'];
      };
      path: {
        id: number;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Success: WebhookDelivery */
      200: {
        headers: {
          RateLimit: components['headers']['RateLimit'];
          'RateLimit-Policy': components['headers']['RateLimit-Policy'];
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "success": true,
           *       "data": {
           *         "deliveryid": 1,
           *         "eventid": "eventid text",
           *         "type": "type text",
           *         "status": "pending",
           *         "sending": true,
           *         "attempt": 1,
           *         "status_code": 1,
           *         "duration_ms": 1,
           *         "error": "error text",
           *         "at": "at text",
           *         "next_attempt_at": "2026-03-14 09:30:00"
           *       }
           *     }
           */
          'application/json': {
            /** @enum {boolean} */
            success: true;
            data: components['schemas']['WebhookDelivery'];
          };
        };
      };
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthorized'];
      403: components['responses']['Forbidden'];
      404: components['responses']['NotFound'];
      413: components['responses']['PayloadTooLarge'];
      415: components['responses']['UnsupportedMediaType'];
      429: components['responses']['TooManyRequests'];
      500: components['responses']['InternalError'];
      503: components['responses']['Unavailable'];
    };
  };
  listWebhooks: {
    parameters: {
      query?: never;
      header?: {
        /** @description An `ETag` from an earlier answer: a 304 without a body while it is still current */
        'If-None-Match'?: components['parameters']['IfNoneMatch'];
      };
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Success: a list of Webhook */
      200: {
        headers: {
          ETag: components['headers']['ETag'];
          RateLimit: components['headers']['RateLimit'];
          'RateLimit-Policy': components['headers']['RateLimit-Policy'];
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "success": true,
           *       "data": [
           *         {
           *           "id": 1,
           *           "url": "https://hooks.example.org/foodtrace",
           *           "events": [
           *             "events text"
           *           ],
           *           "description": "description text",
           *           "enabled": true,
           *           "previous_secret_expires_at": "2026-03-14 09:30:00",
           *           "disabled_reason": "disabled_reason text",
           *           "failing_since": "failing_since text",
           *           "created": "2026-03-14 09:30:00",
           *           "lastupdated": "2026-03-14 09:30:00"
           *         }
           *       ]
           *     }
           */
          'application/json': {
            /** @enum {boolean} */
            success: true;
            data: components['schemas']['Webhook'][];
          };
        };
      };
      /** @description Not modified: the If-None-Match ETag is still current */
      304: {
        headers: {
          ETag: components['headers']['ETag'];
          RateLimit: components['headers']['RateLimit'];
          'RateLimit-Policy': components['headers']['RateLimit-Policy'];
          [name: string]: unknown;
        };
        content?: never;
      };
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthorized'];
      403: components['responses']['Forbidden'];
      429: components['responses']['TooManyRequests'];
      500: components['responses']['InternalError'];
      503: components['responses']['Unavailable'];
    };
  };
  createWebhook: {
    parameters: {
      query?: never;
      header?: {
        /** @description Makes a retry safe: the first answer is kept 24 hours and a retry with the same key, method, path and body gets it again (with `Idempotent-Replayed: true`); the same key with another request is 422, a retry while the first still runs is 409 */
        'Idempotency-Key'?: components['parameters']['IdempotencyKey'];
        /** @description Why the change is made: kept in the history beside who and when (docs/traceability.md) */
        'X-Change-Reason'?: components['parameters']['ChangeReason'];
      };
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        /**
         * @example {
         *       "url": "https://hooks.example.org/foodtrace",
         *       "events": [
         *         "product.approved",
         *         "audit.completed"
         *       ],
         *       "description": "description text",
         *       "enabled": true
         *     }
         */
        'application/json': {
          /** @description http(s); not a private address */
          url: string;
          /**
           * @description Event types (supplier.created, supplier.updated, supplier.deleted, newline.created, newline.updated, newline.deleted, product.created, product.updated, product.status_changed, product.approved, allergens.updated, nutrition.updated, audit.created, audit.updated, audit.answer_saved, audit.completed, photo.added, photo.deleted, photo.updated, user.created, user.updated, user.deactivated, wholesaler.created, wholesaler.updated, wholesaler.deleted, catalogue.linked, catalogue.updated, catalogue.withdrawn, catalogue.stale, catalogue.published, catalogue.delivered, catalogue.delivery_failed, catalogue.confirmed, catalogue.rejected, catalogue.hold, catalogue.released, certificate.created, certificate.updated, certificate.deleted, certificate.expiring, certificate.expired, action.created, action.updated, action.status_changed, epcis.captured, incident.opened, incident.updated, incident.rescoped, incident.status_changed, incident.notice_sent, incident.notice_overdue, incident.escalated, incident.notice_acknowledged, questionnaire.sent, questionnaire.submitted, questionnaire.reviewed, questionnaire.expiring, questionnaire.expired, supplier.approval_changed), or ["*"] for all. catalogue.publication and webhook.test are accepted too: they are sent whatever the list says
           * @example [
           *       "product.approved",
           *       "audit.completed"
           *     ]
           */
          events: string[];
          description?: string | null;
          enabled?: boolean;
        };
      };
    };
    responses: {
      /** @description Created: register an endpoint; its signing secret is shown in this response only */
      201: {
        headers: {
          RateLimit: components['headers']['RateLimit'];
          'RateLimit-Policy': components['headers']['RateLimit-Policy'];
          'Idempotent-Replayed': components['headers']['Idempotent-Replayed'];
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "success": true,
           *       "data": {
           *         "id": 1,
           *         "url": "https://hooks.example.org/foodtrace",
           *         "events": [
           *           "events text"
           *         ],
           *         "description": "description text",
           *         "enabled": true,
           *         "previous_secret_expires_at": "2026-03-14 09:30:00",
           *         "disabled_reason": "disabled_reason text",
           *         "failing_since": "failing_since text",
           *         "created": "2026-03-14 09:30:00",
           *         "lastupdated": "2026-03-14 09:30:00",
           *         "secret": "secret text"
           *       }
           *     }
           */
          'application/json': {
            /** @enum {boolean} */
            success: true;
            data: {
              /** Format: int32 */
              id: number;
              url: string;
              events: string[];
              description: string | null;
              enabled: boolean;
              /** @description YYYY-MM-DD HH:MM:SS (UTC) */
              previous_secret_expires_at: string | null;
              /** @description Why the system disabled it (410 Gone, days of failures); null otherwise */
              disabled_reason: string | null;
              /** @description YYYY-MM-DD HH:MM:SS (UTC) */
              failing_since: string | null;
              /** @description YYYY-MM-DD HH:MM:SS (UTC) */
              created: string;
              /** @description YYYY-MM-DD HH:MM:SS (UTC) */
              lastupdated: string;
              /** @description whsec_ + base64 of 32 random bytes: shown this once */
              secret: string;
            };
          };
        };
      };
      400: components['responses']['BadRequestIdempotent'];
      401: components['responses']['UnauthorizedIdempotent'];
      403: components['responses']['ForbiddenIdempotent'];
      409: components['responses']['ConflictIdempotent'];
      413: components['responses']['PayloadTooLargeIdempotent'];
      415: components['responses']['UnsupportedMediaTypeIdempotent'];
      422: components['responses']['UnprocessableIdempotent'];
      429: components['responses']['TooManyRequestsIdempotent'];
      500: components['responses']['InternalError'];
      503: components['responses']['Unavailable'];
    };
  };
  getWebhook: {
    parameters: {
      query?: never;
      header?: {
        /** @description An `ETag` from an earlier answer: a 304 without a body while it is still current */
        'If-None-Match'?: components['parameters']['IfNoneMatch'];
      };
      path: {
        id: number;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Success: Webhook */
      200: {
        headers: {
          ETag: components['headers']['ETag'];
          RateLimit: components['headers']['RateLimit'];
          'RateLimit-Policy': components['headers']['RateLimit-Policy'];
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "success": true,
           *       "data": {
           *         "id": 1,
           *         "url": "https://hooks.example.org/foodtrace",
           *         "events": [
           *           "events text"
           *         ],
           *         "description": "description text",
           *         "enabled": true,
           *         "previous_secret_expires_at": "2026-03-14 09:30:00",
           *         "disabled_reason": "disabled_reason text",
           *         "failing_since": "failing_since text",
           *         "created": "2026-03-14 09:30:00",
           *         "lastupdated": "2026-03-14 09:30:00"
           *       }
           *     }
           */
          'application/json': {
            /** @enum {boolean} */
            success: true;
            data: components['schemas']['Webhook'];
          };
        };
      };
      /** @description Not modified: the If-None-Match ETag is still current */
      304: {
        headers: {
          ETag: components['headers']['ETag'];
          RateLimit: components['headers']['RateLimit'];
          'RateLimit-Policy': components['headers']['RateLimit-Policy'];
          [name: string]: unknown;
        };
        content?: never;
      };
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthorized'];
      403: components['responses']['Forbidden'];
      404: components['responses']['NotFound'];
      429: components['responses']['TooManyRequests'];
      500: components['responses']['InternalError'];
      503: components['responses']['Unavailable'];
    };
  };
  updateWebhook: {
    parameters: {
      query?: never;
      header?: {
        /** @description Why the change is made: kept in the history beside who and when (docs/traceability.md) */
        'X-Change-Reason'?: components['parameters']['ChangeReason'];
      };
      path: {
        id: number;
      };
      cookie?: never;
    };
    requestBody: {
      content: {
        /**
         * @example {
         *       "url": "https://hooks.example.org/foodtrace",
         *       "events": [
         *         "product.approved",
         *         "audit.completed"
         *       ],
         *       "description": "description text",
         *       "enabled": true
         *     }
         */
        'application/json': {
          /** @description http(s); not a private address */
          url?: string;
          /**
           * @description Event types (supplier.created, supplier.updated, supplier.deleted, newline.created, newline.updated, newline.deleted, product.created, product.updated, product.status_changed, product.approved, allergens.updated, nutrition.updated, audit.created, audit.updated, audit.answer_saved, audit.completed, photo.added, photo.deleted, photo.updated, user.created, user.updated, user.deactivated, wholesaler.created, wholesaler.updated, wholesaler.deleted, catalogue.linked, catalogue.updated, catalogue.withdrawn, catalogue.stale, catalogue.published, catalogue.delivered, catalogue.delivery_failed, catalogue.confirmed, catalogue.rejected, catalogue.hold, catalogue.released, certificate.created, certificate.updated, certificate.deleted, certificate.expiring, certificate.expired, action.created, action.updated, action.status_changed, epcis.captured, incident.opened, incident.updated, incident.rescoped, incident.status_changed, incident.notice_sent, incident.notice_overdue, incident.escalated, incident.notice_acknowledged, questionnaire.sent, questionnaire.submitted, questionnaire.reviewed, questionnaire.expiring, questionnaire.expired, supplier.approval_changed), or ["*"] for all. catalogue.publication and webhook.test are accepted too: they are sent whatever the list says
           * @example [
           *       "product.approved",
           *       "audit.completed"
           *     ]
           */
          events?: string[];
          description?: string | null;
          enabled?: boolean;
        };
      };
    };
    responses: {
      /** @description Success: Webhook */
      200: {
        headers: {
          RateLimit: components['headers']['RateLimit'];
          'RateLimit-Policy': components['headers']['RateLimit-Policy'];
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "success": true,
           *       "data": {
           *         "id": 1,
           *         "url": "https://hooks.example.org/foodtrace",
           *         "events": [
           *           "events text"
           *         ],
           *         "description": "description text",
           *         "enabled": true,
           *         "previous_secret_expires_at": "2026-03-14 09:30:00",
           *         "disabled_reason": "disabled_reason text",
           *         "failing_since": "failing_since text",
           *         "created": "2026-03-14 09:30:00",
           *         "lastupdated": "2026-03-14 09:30:00"
           *       }
           *     }
           */
          'application/json': {
            /** @enum {boolean} */
            success: true;
            data: components['schemas']['Webhook'];
          };
        };
      };
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthorized'];
      403: components['responses']['Forbidden'];
      404: components['responses']['NotFound'];
      413: components['responses']['PayloadTooLarge'];
      415: components['responses']['UnsupportedMediaType'];
      429: components['responses']['TooManyRequests'];
      500: components['responses']['InternalError'];
      503: components['responses']['Unavailable'];
    };
  };
  deleteWebhook: {
    parameters: {
      query?: never;
      header?: {
        /** @description Why the change is made: kept in the history beside who and when (docs/traceability.md) */
        'X-Change-Reason'?: components['parameters']['ChangeReason'];
      };
      path: {
        id: number;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Success: remove an endpoint: nothing more is delivered to it */
      200: {
        headers: {
          RateLimit: components['headers']['RateLimit'];
          'RateLimit-Policy': components['headers']['RateLimit-Policy'];
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "success": true,
           *       "data": {
           *         "id": 1,
           *         "deleted": true
           *       }
           *     }
           */
          'application/json': {
            /** @enum {boolean} */
            success: true;
            data: {
              /** Format: int32 */
              id: number;
              /** @enum {boolean} */
              deleted: true;
            };
          };
        };
      };
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthorized'];
      403: components['responses']['Forbidden'];
      404: components['responses']['NotFound'];
      429: components['responses']['TooManyRequests'];
      500: components['responses']['InternalError'];
      503: components['responses']['Unavailable'];
    };
  };
  rotateWebhookSecret: {
    parameters: {
      query?: never;
      header?: {
        /** @description Why the change is made: kept in the history beside who and when (docs/traceability.md) */
        'X-Change-Reason'?: components['parameters']['ChangeReason'];
      };
      path: {
        id: number;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Success: a new signing secret, shown once; the old one keeps signing beside it for 24 hours */
      200: {
        headers: {
          RateLimit: components['headers']['RateLimit'];
          'RateLimit-Policy': components['headers']['RateLimit-Policy'];
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "success": true,
           *       "data": {
           *         "id": 1,
           *         "secret": "secret text",
           *         "previous_secret_expires_at": "2026-03-14 09:30:00"
           *       }
           *     }
           */
          'application/json': {
            /** @enum {boolean} */
            success: true;
            data: {
              /** Format: int32 */
              id: number;
              secret: string;
              previous_secret_expires_at: string;
            };
          };
        };
      };
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthorized'];
      403: components['responses']['Forbidden'];
      404: components['responses']['NotFound'];
      413: components['responses']['PayloadTooLarge'];
      415: components['responses']['UnsupportedMediaType'];
      429: components['responses']['TooManyRequests'];
      500: components['responses']['InternalError'];
      503: components['responses']['Unavailable'];
    };
  };
  listWholesalers: {
    parameters: {
      query?: {
        /** @description From 1 */
        page?: number;
        /** @description Rows per page, at most 200 */
        limit?: number;
        /** @description Part of the name, or of the GLN */
        search?: string;
      };
      header?: {
        /** @description An `ETag` from an earlier answer: a 304 without a body while it is still current */
        'If-None-Match'?: components['parameters']['IfNoneMatch'];
      };
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Success: a list of Wholesaler */
      200: {
        headers: {
          ETag: components['headers']['ETag'];
          RateLimit: components['headers']['RateLimit'];
          'RateLimit-Policy': components['headers']['RateLimit-Policy'];
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "success": true,
           *       "data": [
           *         {
           *           "wholesalerid": 1,
           *           "name": "name text",
           *           "gln": "5012345000008",
           *           "contactemail": "contact@greenfield-dairies.example.org",
           *           "webhookid": 1,
           *           "active": 1,
           *           "items": 1,
           *           "created": "2026-03-14 09:30:00",
           *           "lastupdated": "2026-03-14 09:30:00"
           *         }
           *       ],
           *       "pagination": {
           *         "page": 1,
           *         "limit": 1,
           *         "total": 1,
           *         "totalPages": 1
           *       }
           *     }
           */
          'application/json': {
            /** @enum {boolean} */
            success: true;
            data: components['schemas']['Wholesaler'][];
            pagination: {
              /** Format: int32 */
              page: number;
              /** Format: int32 */
              limit: number;
              /**
               * Format: int32
               * @description Rows matching the filters, on all pages
               */
              total: number;
              /** Format: int32 */
              totalPages: number;
            };
          };
        };
      };
      /** @description Not modified: the If-None-Match ETag is still current */
      304: {
        headers: {
          ETag: components['headers']['ETag'];
          RateLimit: components['headers']['RateLimit'];
          'RateLimit-Policy': components['headers']['RateLimit-Policy'];
          [name: string]: unknown;
        };
        content?: never;
      };
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthorized'];
      403: components['responses']['Forbidden'];
      429: components['responses']['TooManyRequests'];
      500: components['responses']['InternalError'];
      503: components['responses']['Unavailable'];
    };
  };
  createWholesaler: {
    parameters: {
      query?: never;
      header?: {
        /** @description Why the change is made: kept in the history beside who and when (docs/traceability.md) */
        'X-Change-Reason'?: components['parameters']['ChangeReason'];
      };
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        /**
         * @example {
         *       "name": "name text",
         *       "gln": "5012345000008",
         *       "contactemail": "contact@greenfield-dairies.example.org",
         *       "webhookid": 1
         *     }
         */
        'application/json': {
          name: string;
          /** @description Global Location Number: 13 digits with a valid GS1 check digit */
          gln: string;
          /** Format: email */
          contactemail: string;
          /**
           * Format: int32
           * @description A webhook endpoint (POST /webhooks) publications are sent to; null: the wholesaler reads them
           */
          webhookid?: number | null;
        };
      };
    };
    responses: {
      /** @description Created: Wholesaler */
      201: {
        headers: {
          RateLimit: components['headers']['RateLimit'];
          'RateLimit-Policy': components['headers']['RateLimit-Policy'];
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "success": true,
           *       "data": {
           *         "wholesalerid": 1,
           *         "name": "name text",
           *         "gln": "5012345000008",
           *         "contactemail": "contact@greenfield-dairies.example.org",
           *         "webhookid": 1,
           *         "active": 1,
           *         "items": 1,
           *         "created": "2026-03-14 09:30:00",
           *         "lastupdated": "2026-03-14 09:30:00"
           *       }
           *     }
           */
          'application/json': {
            /** @enum {boolean} */
            success: true;
            data: components['schemas']['Wholesaler'];
          };
        };
      };
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthorized'];
      403: components['responses']['Forbidden'];
      409: components['responses']['Conflict'];
      413: components['responses']['PayloadTooLarge'];
      415: components['responses']['UnsupportedMediaType'];
      429: components['responses']['TooManyRequests'];
      500: components['responses']['InternalError'];
      503: components['responses']['Unavailable'];
    };
  };
  getWholesaler: {
    parameters: {
      query?: never;
      header?: {
        /** @description An `ETag` from an earlier answer: a 304 without a body while it is still current */
        'If-None-Match'?: components['parameters']['IfNoneMatch'];
      };
      path: {
        id: number;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Success: Wholesaler */
      200: {
        headers: {
          ETag: components['headers']['ETag'];
          RateLimit: components['headers']['RateLimit'];
          'RateLimit-Policy': components['headers']['RateLimit-Policy'];
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "success": true,
           *       "data": {
           *         "wholesalerid": 1,
           *         "name": "name text",
           *         "gln": "5012345000008",
           *         "contactemail": "contact@greenfield-dairies.example.org",
           *         "webhookid": 1,
           *         "active": 1,
           *         "items": 1,
           *         "created": "2026-03-14 09:30:00",
           *         "lastupdated": "2026-03-14 09:30:00"
           *       }
           *     }
           */
          'application/json': {
            /** @enum {boolean} */
            success: true;
            data: components['schemas']['Wholesaler'];
          };
        };
      };
      /** @description Not modified: the If-None-Match ETag is still current */
      304: {
        headers: {
          ETag: components['headers']['ETag'];
          RateLimit: components['headers']['RateLimit'];
          'RateLimit-Policy': components['headers']['RateLimit-Policy'];
          [name: string]: unknown;
        };
        content?: never;
      };
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthorized'];
      403: components['responses']['Forbidden'];
      404: components['responses']['NotFound'];
      429: components['responses']['TooManyRequests'];
      500: components['responses']['InternalError'];
      503: components['responses']['Unavailable'];
    };
  };
  updateWholesaler: {
    parameters: {
      query?: never;
      header?: {
        /** @description Why the change is made: kept in the history beside who and when (docs/traceability.md) */
        'X-Change-Reason'?: components['parameters']['ChangeReason'];
      };
      path: {
        id: number;
      };
      cookie?: never;
    };
    /** @description Any of the fields; the others keep their values */
    requestBody: {
      content: {
        /**
         * @example {
         *       "name": "name text",
         *       "gln": "5012345000008",
         *       "contactemail": "contact@greenfield-dairies.example.org",
         *       "webhookid": 1
         *     }
         */
        'application/json': {
          name?: string;
          /** @description Global Location Number: 13 digits with a valid GS1 check digit */
          gln?: string;
          /** Format: email */
          contactemail?: string;
          /**
           * Format: int32
           * @description A webhook endpoint (POST /webhooks) publications are sent to; null: the wholesaler reads them
           */
          webhookid?: number | null;
        };
      };
    };
    responses: {
      /** @description Success: Wholesaler */
      200: {
        headers: {
          RateLimit: components['headers']['RateLimit'];
          'RateLimit-Policy': components['headers']['RateLimit-Policy'];
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "success": true,
           *       "data": {
           *         "wholesalerid": 1,
           *         "name": "name text",
           *         "gln": "5012345000008",
           *         "contactemail": "contact@greenfield-dairies.example.org",
           *         "webhookid": 1,
           *         "active": 1,
           *         "items": 1,
           *         "created": "2026-03-14 09:30:00",
           *         "lastupdated": "2026-03-14 09:30:00"
           *       }
           *     }
           */
          'application/json': {
            /** @enum {boolean} */
            success: true;
            data: components['schemas']['Wholesaler'];
          };
        };
      };
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthorized'];
      403: components['responses']['Forbidden'];
      404: components['responses']['NotFound'];
      409: components['responses']['Conflict'];
      413: components['responses']['PayloadTooLarge'];
      415: components['responses']['UnsupportedMediaType'];
      429: components['responses']['TooManyRequests'];
      500: components['responses']['InternalError'];
      503: components['responses']['Unavailable'];
    };
  };
  deleteWholesaler: {
    parameters: {
      query?: never;
      header?: {
        /** @description Why the change is made: kept in the history beside who and when (docs/traceability.md) */
        'X-Change-Reason'?: components['parameters']['ChangeReason'];
      };
      path: {
        id: number;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Success: delete a wholesaler (soft): its items are withdrawn, each published ones with a DELETE */
      200: {
        headers: {
          RateLimit: components['headers']['RateLimit'];
          'RateLimit-Policy': components['headers']['RateLimit-Policy'];
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "success": true,
           *       "data": {
           *         "wholesalerid": 1,
           *         "deleted": true,
           *         "withdrawn": 1
           *       }
           *     }
           */
          'application/json': {
            /** @enum {boolean} */
            success: true;
            data: {
              /** Format: int32 */
              wholesalerid: number;
              /** @enum {boolean} */
              deleted: true;
              /**
               * Format: int32
               * @description Catalogue items withdrawn with it
               */
              withdrawn: number;
            };
          };
        };
      };
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthorized'];
      403: components['responses']['Forbidden'];
      404: components['responses']['NotFound'];
      429: components['responses']['TooManyRequests'];
      500: components['responses']['InternalError'];
      503: components['responses']['Unavailable'];
    };
  };
  listCatalogueItems: {
    parameters: {
      query?: {
        /** @description From 1 */
        page?: number;
        /** @description Rows per page, at most 200 */
        limit?: number;
        /** @description true: only items behind the latest approved version */
        stale?: boolean;
        /** @description The state of the item’s last publication */
        status?: 'pending' | 'delivered' | 'failed' | 'ACCEPTED' | 'REVIEW' | 'SYNCHRONISED' | 'REJECTED';
      };
      header?: {
        /** @description An `ETag` from an earlier answer: a 304 without a body while it is still current */
        'If-None-Match'?: components['parameters']['IfNoneMatch'];
      };
      path: {
        id: number;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Success: a list of CatalogueItem */
      200: {
        headers: {
          ETag: components['headers']['ETag'];
          RateLimit: components['headers']['RateLimit'];
          'RateLimit-Policy': components['headers']['RateLimit-Policy'];
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "success": true,
           *       "data": [
           *         {
           *           "itemid": 1,
           *           "wholesalerid": 1,
           *           "wholesalername": "wholesalername text",
           *           "gln": "5012345000008",
           *           "psid": 2,
           *           "productname": "Organic whole milk 1 L",
           *           "gtin": "5012345678900",
           *           "targetmarket": 826,
           *           "itemcode": "itemcode text",
           *           "autopublish": true,
           *           "active": 1,
           *           "publishedversion": 1,
           *           "latestversion": 1,
           *           "stale": true,
           *           "status": "status text",
           *           "onhold": true,
           *           "lastconfirmedat": "lastconfirmedat text",
           *           "created": "2026-03-14 09:30:00",
           *           "lastupdated": "2026-03-14 09:30:00"
           *         }
           *       ],
           *       "pagination": {
           *         "page": 1,
           *         "limit": 1,
           *         "total": 1,
           *         "totalPages": 1
           *       }
           *     }
           */
          'application/json': {
            /** @enum {boolean} */
            success: true;
            data: components['schemas']['CatalogueItem'][];
            pagination: {
              /** Format: int32 */
              page: number;
              /** Format: int32 */
              limit: number;
              /**
               * Format: int32
               * @description Rows matching the filters, on all pages
               */
              total: number;
              /** Format: int32 */
              totalPages: number;
            };
          };
        };
      };
      /** @description Not modified: the If-None-Match ETag is still current */
      304: {
        headers: {
          ETag: components['headers']['ETag'];
          RateLimit: components['headers']['RateLimit'];
          'RateLimit-Policy': components['headers']['RateLimit-Policy'];
          [name: string]: unknown;
        };
        content?: never;
      };
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthorized'];
      403: components['responses']['Forbidden'];
      404: components['responses']['NotFound'];
      429: components['responses']['TooManyRequests'];
      500: components['responses']['InternalError'];
      503: components['responses']['Unavailable'];
    };
  };
  createCatalogueItem: {
    parameters: {
      query?: never;
      header?: {
        /** @description Why the change is made: kept in the history beside who and when (docs/traceability.md) */
        'X-Change-Reason'?: components['parameters']['ChangeReason'];
      };
      path: {
        id: number;
      };
      cookie?: never;
    };
    requestBody: {
      content: {
        /**
         * @example {
         *       "psid": 2,
         *       "gtin": "5012345678900",
         *       "targetmarket": 826,
         *       "itemcode": "itemcode text",
         *       "autopublish": true
         *     }
         */
        'application/json': {
          /**
           * Format: int32
           * @description The product spec listed
           */
          psid: number;
          /** @description GTIN-8, -12, -13 or -14 with a valid check digit; stored and shown as 14 digits */
          gtin: string;
          /**
           * Format: int32
           * @description An ISO 3166-1 numeric country id of GET /lookups/countries
           */
          targetmarket: number;
          /** @description The wholesaler’s own code for the item */
          itemcode?: string | null;
          /** @description Publish each newly approved version automatically (default false) */
          autopublish?: boolean;
        };
      };
    };
    responses: {
      /** @description Created: CatalogueItem */
      201: {
        headers: {
          RateLimit: components['headers']['RateLimit'];
          'RateLimit-Policy': components['headers']['RateLimit-Policy'];
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "success": true,
           *       "data": {
           *         "itemid": 1,
           *         "wholesalerid": 1,
           *         "wholesalername": "wholesalername text",
           *         "gln": "5012345000008",
           *         "psid": 2,
           *         "productname": "Organic whole milk 1 L",
           *         "gtin": "5012345678900",
           *         "targetmarket": 826,
           *         "itemcode": "itemcode text",
           *         "autopublish": true,
           *         "active": 1,
           *         "publishedversion": 1,
           *         "latestversion": 1,
           *         "stale": true,
           *         "status": "status text",
           *         "onhold": true,
           *         "lastconfirmedat": "lastconfirmedat text",
           *         "created": "2026-03-14 09:30:00",
           *         "lastupdated": "2026-03-14 09:30:00"
           *       }
           *     }
           */
          'application/json': {
            /** @enum {boolean} */
            success: true;
            data: components['schemas']['CatalogueItem'];
          };
        };
      };
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthorized'];
      403: components['responses']['Forbidden'];
      404: components['responses']['NotFound'];
      409: components['responses']['Conflict'];
      413: components['responses']['PayloadTooLarge'];
      415: components['responses']['UnsupportedMediaType'];
      429: components['responses']['TooManyRequests'];
      500: components['responses']['InternalError'];
      503: components['responses']['Unavailable'];
    };
  };
  listProductCatalogue: {
    parameters: {
      query?: never;
      header?: {
        /** @description An `ETag` from an earlier answer: a 304 without a body while it is still current */
        'If-None-Match'?: components['parameters']['IfNoneMatch'];
      };
      path: {
        psid: number;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Success: a list of CatalogueItem */
      200: {
        headers: {
          ETag: components['headers']['ETag'];
          RateLimit: components['headers']['RateLimit'];
          'RateLimit-Policy': components['headers']['RateLimit-Policy'];
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "success": true,
           *       "data": [
           *         {
           *           "itemid": 1,
           *           "wholesalerid": 1,
           *           "wholesalername": "wholesalername text",
           *           "gln": "5012345000008",
           *           "psid": 2,
           *           "productname": "Organic whole milk 1 L",
           *           "gtin": "5012345678900",
           *           "targetmarket": 826,
           *           "itemcode": "itemcode text",
           *           "autopublish": true,
           *           "active": 1,
           *           "publishedversion": 1,
           *           "latestversion": 1,
           *           "stale": true,
           *           "status": "status text",
           *           "onhold": true,
           *           "lastconfirmedat": "lastconfirmedat text",
           *           "created": "2026-03-14 09:30:00",
           *           "lastupdated": "2026-03-14 09:30:00"
           *         }
           *       ]
           *     }
           */
          'application/json': {
            /** @enum {boolean} */
            success: true;
            data: components['schemas']['CatalogueItem'][];
          };
        };
      };
      /** @description Not modified: the If-None-Match ETag is still current */
      304: {
        headers: {
          ETag: components['headers']['ETag'];
          RateLimit: components['headers']['RateLimit'];
          'RateLimit-Policy': components['headers']['RateLimit-Policy'];
          [name: string]: unknown;
        };
        content?: never;
      };
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthorized'];
      403: components['responses']['Forbidden'];
      404: components['responses']['NotFound'];
      429: components['responses']['TooManyRequests'];
      500: components['responses']['InternalError'];
      503: components['responses']['Unavailable'];
    };
  };
  getCatalogueItem: {
    parameters: {
      query?: never;
      header?: {
        /** @description An `ETag` from an earlier answer: a 304 without a body while it is still current */
        'If-None-Match'?: components['parameters']['IfNoneMatch'];
      };
      path: {
        itemid: number;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Success: CatalogueItem */
      200: {
        headers: {
          ETag: components['headers']['ETag'];
          RateLimit: components['headers']['RateLimit'];
          'RateLimit-Policy': components['headers']['RateLimit-Policy'];
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "success": true,
           *       "data": {
           *         "itemid": 1,
           *         "wholesalerid": 1,
           *         "wholesalername": "wholesalername text",
           *         "gln": "5012345000008",
           *         "psid": 2,
           *         "productname": "Organic whole milk 1 L",
           *         "gtin": "5012345678900",
           *         "targetmarket": 826,
           *         "itemcode": "itemcode text",
           *         "autopublish": true,
           *         "active": 1,
           *         "publishedversion": 1,
           *         "latestversion": 1,
           *         "stale": true,
           *         "status": "status text",
           *         "onhold": true,
           *         "lastconfirmedat": "lastconfirmedat text",
           *         "created": "2026-03-14 09:30:00",
           *         "lastupdated": "2026-03-14 09:30:00"
           *       }
           *     }
           */
          'application/json': {
            /** @enum {boolean} */
            success: true;
            data: components['schemas']['CatalogueItem'];
          };
        };
      };
      /** @description Not modified: the If-None-Match ETag is still current */
      304: {
        headers: {
          ETag: components['headers']['ETag'];
          RateLimit: components['headers']['RateLimit'];
          'RateLimit-Policy': components['headers']['RateLimit-Policy'];
          [name: string]: unknown;
        };
        content?: never;
      };
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthorized'];
      403: components['responses']['Forbidden'];
      404: components['responses']['NotFound'];
      429: components['responses']['TooManyRequests'];
      500: components['responses']['InternalError'];
      503: components['responses']['Unavailable'];
    };
  };
  updateCatalogueItem: {
    parameters: {
      query?: never;
      header?: {
        /** @description Why the change is made: kept in the history beside who and when (docs/traceability.md) */
        'X-Change-Reason'?: components['parameters']['ChangeReason'];
      };
      path: {
        itemid: number;
      };
      cookie?: never;
    };
    /** @description itemcode and autopublish; gtin and target market identify the item and never change */
    requestBody: {
      content: {
        /**
         * @example {
         *       "itemcode": "itemcode text",
         *       "autopublish": true
         *     }
         */
        'application/json': {
          itemcode?: string | null;
          autopublish?: boolean;
        };
      };
    };
    responses: {
      /** @description Success: CatalogueItem */
      200: {
        headers: {
          RateLimit: components['headers']['RateLimit'];
          'RateLimit-Policy': components['headers']['RateLimit-Policy'];
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "success": true,
           *       "data": {
           *         "itemid": 1,
           *         "wholesalerid": 1,
           *         "wholesalername": "wholesalername text",
           *         "gln": "5012345000008",
           *         "psid": 2,
           *         "productname": "Organic whole milk 1 L",
           *         "gtin": "5012345678900",
           *         "targetmarket": 826,
           *         "itemcode": "itemcode text",
           *         "autopublish": true,
           *         "active": 1,
           *         "publishedversion": 1,
           *         "latestversion": 1,
           *         "stale": true,
           *         "status": "status text",
           *         "onhold": true,
           *         "lastconfirmedat": "lastconfirmedat text",
           *         "created": "2026-03-14 09:30:00",
           *         "lastupdated": "2026-03-14 09:30:00"
           *       }
           *     }
           */
          'application/json': {
            /** @enum {boolean} */
            success: true;
            data: components['schemas']['CatalogueItem'];
          };
        };
      };
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthorized'];
      403: components['responses']['Forbidden'];
      404: components['responses']['NotFound'];
      413: components['responses']['PayloadTooLarge'];
      415: components['responses']['UnsupportedMediaType'];
      429: components['responses']['TooManyRequests'];
      500: components['responses']['InternalError'];
      503: components['responses']['Unavailable'];
    };
  };
  withdrawCatalogueItem: {
    parameters: {
      query?: never;
      header?: {
        /** @description Why the change is made: kept in the history beside who and when (docs/traceability.md) */
        'X-Change-Reason'?: components['parameters']['ChangeReason'];
      };
      path: {
        itemid: number;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Success: withdraw an item: a DELETE is published to the wholesaler if it was ever published */
      200: {
        headers: {
          RateLimit: components['headers']['RateLimit'];
          'RateLimit-Policy': components['headers']['RateLimit-Policy'];
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "success": true,
           *       "data": {
           *         "itemid": 1,
           *         "withdrawn": true,
           *         "publication": {
           *           "publicationid": 1,
           *           "itemid": 1,
           *           "versionno": 1,
           *           "command": "ADD",
           *           "status": "status text",
           *           "payload": {
           *             "name": null
           *           },
           *           "deliveryid": 1,
           *           "message": "message text",
           *           "confirmedat": "confirmedat text",
           *           "confirmedby": 1,
           *           "created": "2026-03-14 09:30:00",
           *           "lastupdated": "2026-03-14 09:30:00"
           *         }
           *       }
           *     }
           */
          'application/json': {
            /** @enum {boolean} */
            success: true;
            data: {
              /** Format: int32 */
              itemid: number;
              /** @enum {boolean} */
              withdrawn: true;
              /** @description The DELETE publication; null when nothing had been published */
              publication: components['schemas']['Publication'] | null;
            };
          };
        };
      };
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthorized'];
      403: components['responses']['Forbidden'];
      404: components['responses']['NotFound'];
      429: components['responses']['TooManyRequests'];
      500: components['responses']['InternalError'];
      503: components['responses']['Unavailable'];
    };
  };
  publishCatalogueItem: {
    parameters: {
      query?: never;
      header?: {
        /** @description Why the change is made: kept in the history beside who and when (docs/traceability.md) */
        'X-Change-Reason'?: components['parameters']['ChangeReason'];
      };
      path: {
        itemid: number;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Created: Publication */
      201: {
        headers: {
          RateLimit: components['headers']['RateLimit'];
          'RateLimit-Policy': components['headers']['RateLimit-Policy'];
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "success": true,
           *       "data": {
           *         "publicationid": 1,
           *         "itemid": 1,
           *         "versionno": 1,
           *         "command": "ADD",
           *         "status": "status text",
           *         "payload": {
           *           "name": null
           *         },
           *         "deliveryid": 1,
           *         "message": "message text",
           *         "confirmedat": "confirmedat text",
           *         "confirmedby": 1,
           *         "created": "2026-03-14 09:30:00",
           *         "lastupdated": "2026-03-14 09:30:00"
           *       }
           *     }
           */
          'application/json': {
            /** @enum {boolean} */
            success: true;
            data: components['schemas']['Publication'];
          };
        };
      };
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthorized'];
      403: components['responses']['Forbidden'];
      404: components['responses']['NotFound'];
      413: components['responses']['PayloadTooLarge'];
      415: components['responses']['UnsupportedMediaType'];
      422: components['responses']['Unprocessable'];
      429: components['responses']['TooManyRequests'];
      500: components['responses']['InternalError'];
      503: components['responses']['Unavailable'];
    };
  };
  listCataloguePublications: {
    parameters: {
      query?: {
        /** @description From 1 */
        page?: number;
        /** @description Rows per page, at most 200 */
        limit?: number;
      };
      header?: {
        /** @description An `ETag` from an earlier answer: a 304 without a body while it is still current */
        'If-None-Match'?: components['parameters']['IfNoneMatch'];
      };
      path: {
        itemid: number;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Success: a list of Publication */
      200: {
        headers: {
          ETag: components['headers']['ETag'];
          RateLimit: components['headers']['RateLimit'];
          'RateLimit-Policy': components['headers']['RateLimit-Policy'];
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "success": true,
           *       "data": [
           *         {
           *           "publicationid": 1,
           *           "itemid": 1,
           *           "versionno": 1,
           *           "command": "ADD",
           *           "status": "status text",
           *           "payload": {
           *             "name": null
           *           },
           *           "deliveryid": 1,
           *           "message": "message text",
           *           "confirmedat": "confirmedat text",
           *           "confirmedby": 1,
           *           "created": "2026-03-14 09:30:00",
           *           "lastupdated": "2026-03-14 09:30:00"
           *         }
           *       ],
           *       "pagination": {
           *         "page": 1,
           *         "limit": 1,
           *         "total": 1,
           *         "totalPages": 1
           *       }
           *     }
           */
          'application/json': {
            /** @enum {boolean} */
            success: true;
            data: components['schemas']['Publication'][];
            pagination: {
              /** Format: int32 */
              page: number;
              /** Format: int32 */
              limit: number;
              /**
               * Format: int32
               * @description Rows matching the filters, on all pages
               */
              total: number;
              /** Format: int32 */
              totalPages: number;
            };
          };
        };
      };
      /** @description Not modified: the If-None-Match ETag is still current */
      304: {
        headers: {
          ETag: components['headers']['ETag'];
          RateLimit: components['headers']['RateLimit'];
          'RateLimit-Policy': components['headers']['RateLimit-Policy'];
          [name: string]: unknown;
        };
        content?: never;
      };
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthorized'];
      403: components['responses']['Forbidden'];
      404: components['responses']['NotFound'];
      429: components['responses']['TooManyRequests'];
      500: components['responses']['InternalError'];
      503: components['responses']['Unavailable'];
    };
  };
  getPublication: {
    parameters: {
      query?: never;
      header?: {
        /** @description An `ETag` from an earlier answer: a 304 without a body while it is still current */
        'If-None-Match'?: components['parameters']['IfNoneMatch'];
      };
      path: {
        id: number;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Success: Publication */
      200: {
        headers: {
          ETag: components['headers']['ETag'];
          RateLimit: components['headers']['RateLimit'];
          'RateLimit-Policy': components['headers']['RateLimit-Policy'];
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "success": true,
           *       "data": {
           *         "publicationid": 1,
           *         "itemid": 1,
           *         "versionno": 1,
           *         "command": "ADD",
           *         "status": "status text",
           *         "payload": {
           *           "name": null
           *         },
           *         "deliveryid": 1,
           *         "message": "message text",
           *         "confirmedat": "confirmedat text",
           *         "confirmedby": 1,
           *         "created": "2026-03-14 09:30:00",
           *         "lastupdated": "2026-03-14 09:30:00"
           *       }
           *     }
           */
          'application/json': {
            /** @enum {boolean} */
            success: true;
            data: components['schemas']['Publication'];
          };
        };
      };
      /** @description Not modified: the If-None-Match ETag is still current */
      304: {
        headers: {
          ETag: components['headers']['ETag'];
          RateLimit: components['headers']['RateLimit'];
          'RateLimit-Policy': components['headers']['RateLimit-Policy'];
          [name: string]: unknown;
        };
        content?: never;
      };
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthorized'];
      403: components['responses']['Forbidden'];
      404: components['responses']['NotFound'];
      429: components['responses']['TooManyRequests'];
      500: components['responses']['InternalError'];
      503: components['responses']['Unavailable'];
    };
  };
  confirmPublication: {
    parameters: {
      query?: never;
      header?: {
        /** @description Why the change is made: kept in the history beside who and when (docs/traceability.md) */
        'X-Change-Reason'?: components['parameters']['ChangeReason'];
      };
      path: {
        id: number;
      };
      cookie?: never;
    };
    requestBody: {
      content: {
        /**
         * @example {
         *       "state": "ACCEPTED",
         *       "message": "message text"
         *     }
         */
        'application/json': {
          /**
           * @description The wholesaler’s answer (GDSN catalogue item confirmation)
           * @enum {string}
           */
          state: 'ACCEPTED' | 'SYNCHRONISED' | 'REJECTED' | 'REVIEW';
          /** @description Why, for REJECTED and REVIEW */
          message?: string | null;
        };
      };
    };
    responses: {
      /** @description Success: Publication */
      200: {
        headers: {
          RateLimit: components['headers']['RateLimit'];
          'RateLimit-Policy': components['headers']['RateLimit-Policy'];
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "success": true,
           *       "data": {
           *         "publicationid": 1,
           *         "itemid": 1,
           *         "versionno": 1,
           *         "command": "ADD",
           *         "status": "status text",
           *         "payload": {
           *           "name": null
           *         },
           *         "deliveryid": 1,
           *         "message": "message text",
           *         "confirmedat": "confirmedat text",
           *         "confirmedby": 1,
           *         "created": "2026-03-14 09:30:00",
           *         "lastupdated": "2026-03-14 09:30:00"
           *       }
           *     }
           */
          'application/json': {
            /** @enum {boolean} */
            success: true;
            data: components['schemas']['Publication'];
          };
        };
      };
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthorized'];
      403: components['responses']['Forbidden'];
      404: components['responses']['NotFound'];
      409: components['responses']['Conflict'];
      413: components['responses']['PayloadTooLarge'];
      415: components['responses']['UnsupportedMediaType'];
      429: components['responses']['TooManyRequests'];
      500: components['responses']['InternalError'];
      503: components['responses']['Unavailable'];
    };
  };
  exportProduct: {
    parameters: {
      query?: {
        /** @description gs1 (default) or off (Open Food Facts) */
        format?: 'gs1' | 'off';
        /** @description An approved version number; default the latest */
        version?: number;
        /** @description The GTIN to export under; default the GTIN of the spec’s first active listing, else null */
        gtin?: string;
      };
      header?: {
        /** @description An `ETag` from an earlier answer: a 304 without a body while it is still current */
        'If-None-Match'?: components['parameters']['IfNoneMatch'];
      };
      path: {
        psid: number;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Success: an approved version as GS1-aligned JSON (format=gs1) or an Open Food Facts product (format=off) */
      200: {
        headers: {
          ETag: components['headers']['ETag'];
          RateLimit: components['headers']['RateLimit'];
          'RateLimit-Policy': components['headers']['RateLimit-Policy'];
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "success": true,
           *       "data": {
           *         "name": null
           *       }
           *     }
           */
          'application/json': {
            /** @enum {boolean} */
            success: true;
            data: {
              [key: string]: unknown;
            };
          };
        };
      };
      /** @description Not modified: the If-None-Match ETag is still current */
      304: {
        headers: {
          ETag: components['headers']['ETag'];
          RateLimit: components['headers']['RateLimit'];
          'RateLimit-Policy': components['headers']['RateLimit-Policy'];
          [name: string]: unknown;
        };
        content?: never;
      };
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthorized'];
      403: components['responses']['Forbidden'];
      404: components['responses']['NotFound'];
      422: components['responses']['Unprocessable'];
      429: components['responses']['TooManyRequests'];
      500: components['responses']['InternalError'];
      503: components['responses']['Unavailable'];
    };
  };
  createAuditAction: {
    parameters: {
      query?: never;
      header?: {
        /** @description Makes a retry safe: the first answer is kept 24 hours and a retry with the same key, method, path and body gets it again (with `Idempotent-Replayed: true`); the same key with another request is 422, a retry while the first still runs is 409 */
        'Idempotency-Key'?: components['parameters']['IdempotencyKey'];
        /** @description Why the change is made: kept in the history beside who and when (docs/traceability.md) */
        'X-Change-Reason'?: components['parameters']['ChangeReason'];
      };
      path: {
        auditid: number;
        itemid: number;
      };
      cookie?: never;
    };
    requestBody: {
      content: {
        /**
         * @example {
         *       "description": "description text",
         *       "assignee": 1,
         *       "duedate": "2026-04-14",
         *       "priority": "low"
         *     }
         */
        'application/json': {
          description: string;
          /**
           * Format: int32
           * @description The user who is to carry it out: the organisation’s or the audited supplier’s
           */
          assignee: number;
          /**
           * Format: date
           * @description YYYY-MM-DD
           */
          duedate: string;
          /** @enum {string} */
          priority: 'low' | 'medium' | 'high';
        };
      };
    };
    responses: {
      /** @description Created: CorrectiveAction */
      201: {
        headers: {
          RateLimit: components['headers']['RateLimit'];
          'RateLimit-Policy': components['headers']['RateLimit-Policy'];
          'Idempotent-Replayed': components['headers']['Idempotent-Replayed'];
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "success": true,
           *       "data": {
           *         "actionid": 1,
           *         "auditid": 1,
           *         "itemid": 1,
           *         "companyid": 2,
           *         "question": "question text",
           *         "result": "result text",
           *         "description": "description text",
           *         "assignee": 1,
           *         "assignee_name": "assignee_name text",
           *         "duedate": "2026-04-14",
           *         "priority": "low",
           *         "status": "open",
           *         "overdue": true,
           *         "verificationnote": "verificationnote text",
           *         "verified_by": 1,
           *         "verified_at": "2026-03-14 09:30:00",
           *         "automatic": true,
           *         "created_by": 1,
           *         "created": "2026-03-14 09:30:00",
           *         "lastupdated": "2026-03-14 09:30:00"
           *       }
           *     }
           */
          'application/json': {
            /** @enum {boolean} */
            success: true;
            data: components['schemas']['CorrectiveAction'];
          };
        };
      };
      400: components['responses']['BadRequestIdempotent'];
      401: components['responses']['UnauthorizedIdempotent'];
      403: components['responses']['ForbiddenIdempotent'];
      404: components['responses']['NotFoundIdempotent'];
      409: components['responses']['ConflictIdempotent'];
      413: components['responses']['PayloadTooLargeIdempotent'];
      415: components['responses']['UnsupportedMediaTypeIdempotent'];
      422: components['responses']['UnprocessableIdempotent'];
      429: components['responses']['TooManyRequestsIdempotent'];
      500: components['responses']['InternalError'];
      503: components['responses']['Unavailable'];
    };
  };
  listAuditActions: {
    parameters: {
      query?: never;
      header?: {
        /** @description An `ETag` from an earlier answer: a 304 without a body while it is still current */
        'If-None-Match'?: components['parameters']['IfNoneMatch'];
      };
      path: {
        auditid: number;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Success: a list of CorrectiveAction */
      200: {
        headers: {
          ETag: components['headers']['ETag'];
          RateLimit: components['headers']['RateLimit'];
          'RateLimit-Policy': components['headers']['RateLimit-Policy'];
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "success": true,
           *       "data": [
           *         {
           *           "actionid": 1,
           *           "auditid": 1,
           *           "itemid": 1,
           *           "companyid": 2,
           *           "question": "question text",
           *           "result": "result text",
           *           "description": "description text",
           *           "assignee": 1,
           *           "assignee_name": "assignee_name text",
           *           "duedate": "2026-04-14",
           *           "priority": "low",
           *           "status": "open",
           *           "overdue": true,
           *           "verificationnote": "verificationnote text",
           *           "verified_by": 1,
           *           "verified_at": "2026-03-14 09:30:00",
           *           "automatic": true,
           *           "created_by": 1,
           *           "created": "2026-03-14 09:30:00",
           *           "lastupdated": "2026-03-14 09:30:00"
           *         }
           *       ]
           *     }
           */
          'application/json': {
            /** @enum {boolean} */
            success: true;
            data: components['schemas']['CorrectiveAction'][];
          };
        };
      };
      /** @description Not modified: the If-None-Match ETag is still current */
      304: {
        headers: {
          ETag: components['headers']['ETag'];
          RateLimit: components['headers']['RateLimit'];
          'RateLimit-Policy': components['headers']['RateLimit-Policy'];
          [name: string]: unknown;
        };
        content?: never;
      };
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthorized'];
      403: components['responses']['Forbidden'];
      404: components['responses']['NotFound'];
      429: components['responses']['TooManyRequests'];
      500: components['responses']['InternalError'];
      503: components['responses']['Unavailable'];
    };
  };
  listActions: {
    parameters: {
      query?: {
        /** @description open → in_progress → done → verified (verified: level 3, with a verificationnote; final) */
        status?: 'open' | 'in_progress' | 'done' | 'verified';
        assignee?: number;
        priority?: 'low' | 'medium' | 'high';
        companyid?: number;
        /** @description true: past due and not done; false: the others; absent: all */
        overdue?: boolean;
        /** @description From 1 */
        page?: number;
        /** @description Rows per page, at most 200 */
        limit?: number;
        /** @description pagination.nextCursor of the previous page (same filters and limit); replaces page */
        cursor?: string;
      };
      header?: {
        /** @description An `ETag` from an earlier answer: a 304 without a body while it is still current */
        'If-None-Match'?: components['parameters']['IfNoneMatch'];
      };
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Success: a list of CorrectiveAction */
      200: {
        headers: {
          ETag: components['headers']['ETag'];
          RateLimit: components['headers']['RateLimit'];
          'RateLimit-Policy': components['headers']['RateLimit-Policy'];
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "success": true,
           *       "data": [
           *         {
           *           "actionid": 1,
           *           "auditid": 1,
           *           "itemid": 1,
           *           "companyid": 2,
           *           "question": "question text",
           *           "result": "result text",
           *           "description": "description text",
           *           "assignee": 1,
           *           "assignee_name": "assignee_name text",
           *           "duedate": "2026-04-14",
           *           "priority": "low",
           *           "status": "open",
           *           "overdue": true,
           *           "verificationnote": "verificationnote text",
           *           "verified_by": 1,
           *           "verified_at": "2026-03-14 09:30:00",
           *           "automatic": true,
           *           "created_by": 1,
           *           "created": "2026-03-14 09:30:00",
           *           "lastupdated": "2026-03-14 09:30:00"
           *         }
           *       ],
           *       "pagination": {
           *         "page": 1,
           *         "limit": 1,
           *         "total": 1,
           *         "totalPages": 1,
           *         "nextCursor": "nextCursor text"
           *       }
           *     }
           */
          'application/json': {
            /** @enum {boolean} */
            success: true;
            data: components['schemas']['CorrectiveAction'][];
            pagination: {
              /** @description null when paging by cursor */
              page: number | null;
              /** Format: int32 */
              limit: number;
              /**
               * Format: int32
               * @description Rows matching the filters, on all pages
               */
              total: number;
              /** Format: int32 */
              totalPages: number;
              /** @description Pass as `cursor` for the next page; null on the last */
              nextCursor: string | null;
            };
          };
        };
      };
      /** @description Not modified: the If-None-Match ETag is still current */
      304: {
        headers: {
          ETag: components['headers']['ETag'];
          RateLimit: components['headers']['RateLimit'];
          'RateLimit-Policy': components['headers']['RateLimit-Policy'];
          [name: string]: unknown;
        };
        content?: never;
      };
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthorized'];
      403: components['responses']['Forbidden'];
      429: components['responses']['TooManyRequests'];
      500: components['responses']['InternalError'];
      503: components['responses']['Unavailable'];
    };
  };
  getAction: {
    parameters: {
      query?: never;
      header?: {
        /** @description An `ETag` from an earlier answer: a 304 without a body while it is still current */
        'If-None-Match'?: components['parameters']['IfNoneMatch'];
      };
      path: {
        id: number;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Success: CorrectiveAction */
      200: {
        headers: {
          ETag: components['headers']['ETag'];
          RateLimit: components['headers']['RateLimit'];
          'RateLimit-Policy': components['headers']['RateLimit-Policy'];
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "success": true,
           *       "data": {
           *         "actionid": 1,
           *         "auditid": 1,
           *         "itemid": 1,
           *         "companyid": 2,
           *         "question": "question text",
           *         "result": "result text",
           *         "description": "description text",
           *         "assignee": 1,
           *         "assignee_name": "assignee_name text",
           *         "duedate": "2026-04-14",
           *         "priority": "low",
           *         "status": "open",
           *         "overdue": true,
           *         "verificationnote": "verificationnote text",
           *         "verified_by": 1,
           *         "verified_at": "2026-03-14 09:30:00",
           *         "automatic": true,
           *         "created_by": 1,
           *         "created": "2026-03-14 09:30:00",
           *         "lastupdated": "2026-03-14 09:30:00"
           *       }
           *     }
           */
          'application/json': {
            /** @enum {boolean} */
            success: true;
            data: components['schemas']['CorrectiveAction'];
          };
        };
      };
      /** @description Not modified: the If-None-Match ETag is still current */
      304: {
        headers: {
          ETag: components['headers']['ETag'];
          RateLimit: components['headers']['RateLimit'];
          'RateLimit-Policy': components['headers']['RateLimit-Policy'];
          [name: string]: unknown;
        };
        content?: never;
      };
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthorized'];
      403: components['responses']['Forbidden'];
      404: components['responses']['NotFound'];
      429: components['responses']['TooManyRequests'];
      500: components['responses']['InternalError'];
      503: components['responses']['Unavailable'];
    };
  };
  updateAction: {
    parameters: {
      query?: never;
      header?: {
        /** @description Why the change is made: kept in the history beside who and when (docs/traceability.md) */
        'X-Change-Reason'?: components['parameters']['ChangeReason'];
      };
      path: {
        id: number;
      };
      cookie?: never;
    };
    requestBody: {
      content: {
        /**
         * @example {
         *       "status": "verified",
         *       "verificationnote": "New probe thermometer seen, calibration record signed"
         *     }
         */
        'application/json': {
          description?: string;
          /** Format: int32 */
          assignee?: number;
          /**
           * Format: date
           * @description YYYY-MM-DD
           */
          duedate?: string;
          /** @enum {string} */
          priority?: 'low' | 'medium' | 'high';
          /**
           * @description open → in_progress → done → verified (verified: level 3, with a verificationnote; final)
           * @enum {string}
           */
          status?: 'open' | 'in_progress' | 'done' | 'verified';
          verificationnote?: string;
        };
      };
    };
    responses: {
      /** @description Success: CorrectiveAction */
      200: {
        headers: {
          RateLimit: components['headers']['RateLimit'];
          'RateLimit-Policy': components['headers']['RateLimit-Policy'];
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "success": true,
           *       "data": {
           *         "actionid": 1,
           *         "auditid": 1,
           *         "itemid": 1,
           *         "companyid": 2,
           *         "question": "question text",
           *         "result": "result text",
           *         "description": "description text",
           *         "assignee": 1,
           *         "assignee_name": "assignee_name text",
           *         "duedate": "2026-04-14",
           *         "priority": "low",
           *         "status": "open",
           *         "overdue": true,
           *         "verificationnote": "verificationnote text",
           *         "verified_by": 1,
           *         "verified_at": "2026-03-14 09:30:00",
           *         "automatic": true,
           *         "created_by": 1,
           *         "created": "2026-03-14 09:30:00",
           *         "lastupdated": "2026-03-14 09:30:00"
           *       }
           *     }
           */
          'application/json': {
            /** @enum {boolean} */
            success: true;
            data: components['schemas']['CorrectiveAction'];
          };
        };
      };
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthorized'];
      403: components['responses']['Forbidden'];
      404: components['responses']['NotFound'];
      409: components['responses']['Conflict'];
      413: components['responses']['PayloadTooLarge'];
      415: components['responses']['UnsupportedMediaType'];
      429: components['responses']['TooManyRequests'];
      500: components['responses']['InternalError'];
      503: components['responses']['Unavailable'];
    };
  };
  exportAudit: {
    parameters: {
      query?: {
        /** @description csv (the default) or xlsx */
        format?: 'csv' | 'xlsx';
      };
      header?: never;
      path: {
        auditid: number;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description text/csv or application/vnd.openxmlformats-officedocument.spreadsheetml.sheet */
      200: {
        headers: {
          'Content-Disposition': components['headers']['Content-Disposition'];
          RateLimit: components['headers']['RateLimit'];
          'RateLimit-Policy': components['headers']['RateLimit-Policy'];
          [name: string]: unknown;
        };
        content: {
          /** @example sectionid,section,itemid,question,critical,required,result,notes,answered_by,answered_at,photos,actions */
          'text/csv': string;
          /** @example (the file’s bytes) */
          'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet': Blob;
        };
      };
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthorized'];
      403: components['responses']['Forbidden'];
      404: components['responses']['NotFound'];
      429: components['responses']['TooManyRequests'];
      500: components['responses']['InternalError'];
      503: components['responses']['Unavailable'];
    };
  };
  getAuditReport: {
    parameters: {
      query?: never;
      header?: {
        /** @description An `ETag` from an earlier answer: a 304 without a body while it is still current */
        'If-None-Match'?: components['parameters']['IfNoneMatch'];
      };
      path: {
        auditid: number;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description The report */
      200: {
        headers: {
          ETag: components['headers']['ETag'];
          'Content-Disposition': components['headers']['Content-Disposition'];
          'X-Page-Count': components['headers']['X-Page-Count'];
          RateLimit: components['headers']['RateLimit'];
          'RateLimit-Policy': components['headers']['RateLimit-Policy'];
          [name: string]: unknown;
        };
        content: {
          /** @example (the file’s bytes) */
          'application/pdf': Blob;
        };
      };
      /** @description Not modified: the If-None-Match ETag is current */
      304: {
        headers: {
          ETag: components['headers']['ETag'];
          RateLimit: components['headers']['RateLimit'];
          'RateLimit-Policy': components['headers']['RateLimit-Policy'];
          [name: string]: unknown;
        };
        content?: never;
      };
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthorized'];
      403: components['responses']['Forbidden'];
      404: components['responses']['NotFound'];
      429: components['responses']['TooManyRequests'];
      500: components['responses']['InternalError'];
      503: components['responses']['Unavailable'];
    };
  };
  createAccreditation: {
    parameters: {
      query?: never;
      header?: {
        /** @description Makes a retry safe: the first answer is kept 24 hours and a retry with the same key, method, path and body gets it again (with `Idempotent-Replayed: true`); the same key with another request is 422, a retry while the first still runs is 409 */
        'Idempotency-Key'?: components['parameters']['IdempotencyKey'];
        /** @description Why the change is made: kept in the history beside who and when (docs/traceability.md) */
        'X-Change-Reason'?: components['parameters']['ChangeReason'];
      };
      path: {
        /** @description supplierid (the company id) */
        supplierid: number;
      };
      cookie?: never;
    };
    requestBody: {
      content: {
        /**
         * @example {
         *       "standard": 1,
         *       "certificatenumber": "certificatenumber text",
         *       "certifyingbody": "certifyingbody text",
         *       "grade": "grade text",
         *       "siteid": 1,
         *       "issuedate": "2026-03-14",
         *       "expirydate": "2027-03-13",
         *       "scope": "scope text"
         *     }
         */
        'application/json': {
          /**
           * Format: int32
           * @description An id of GET /lookups/standards
           */
          standard: number;
          certificatenumber: string;
          /** @description Who certified it */
          certifyingbody: string;
          /** @description e.g. AA, A, B (BRCGS) */
          grade?: string | null;
          /**
           * Format: int32
           * @description The supplier’s site it covers; null: the company
           */
          siteid?: number | null;
          /**
           * Format: date
           * @description YYYY-MM-DD
           */
          issuedate: string;
          /**
           * Format: date
           * @description YYYY-MM-DD, after issuedate
           */
          expirydate: string;
          /** @description What the certificate covers */
          scope?: string | null;
        };
      };
    };
    responses: {
      /** @description Created: Accreditation */
      201: {
        headers: {
          RateLimit: components['headers']['RateLimit'];
          'RateLimit-Policy': components['headers']['RateLimit-Policy'];
          'Idempotent-Replayed': components['headers']['Idempotent-Replayed'];
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "success": true,
           *       "data": {
           *         "accreditationid": 1,
           *         "standard": "standard text",
           *         "certificatenumber": "certificatenumber text",
           *         "grade": "grade text",
           *         "expirydate": "2027-03-13",
           *         "supplierid": 2,
           *         "standardid": 1,
           *         "certifyingbody": "certifyingbody text",
           *         "issuedate": "2026-03-14",
           *         "siteid": 1,
           *         "scope": "scope text",
           *         "status": "valid",
           *         "days_to_expiry": 1,
           *         "reminders_sent": [
           *           1
           *         ],
           *         "document": {
           *           "url": "https://hooks.example.org/foodtrace",
           *           "filename": "filename text",
           *           "size": 1
           *         },
           *         "created": "2026-03-14 09:30:00",
           *         "lastupdated": "2026-03-14 09:30:00"
           *       }
           *     }
           */
          'application/json': {
            /** @enum {boolean} */
            success: true;
            data: components['schemas']['Accreditation'];
          };
        };
      };
      400: components['responses']['BadRequestIdempotent'];
      401: components['responses']['UnauthorizedIdempotent'];
      403: components['responses']['ForbiddenIdempotent'];
      404: components['responses']['NotFoundIdempotent'];
      409: components['responses']['ConflictIdempotent'];
      413: components['responses']['PayloadTooLargeIdempotent'];
      415: components['responses']['UnsupportedMediaTypeIdempotent'];
      422: components['responses']['UnprocessableIdempotent'];
      429: components['responses']['TooManyRequestsIdempotent'];
      500: components['responses']['InternalError'];
      503: components['responses']['Unavailable'];
    };
  };
  updateAccreditation: {
    parameters: {
      query?: never;
      header?: {
        /** @description Why the change is made: kept in the history beside who and when (docs/traceability.md) */
        'X-Change-Reason'?: components['parameters']['ChangeReason'];
      };
      path: {
        accreditationid: number;
      };
      cookie?: never;
    };
    /** @description Any of the fields; the others keep their values */
    requestBody: {
      content: {
        /**
         * @example {
         *       "standard": 1,
         *       "certificatenumber": "certificatenumber text",
         *       "certifyingbody": "certifyingbody text",
         *       "grade": "grade text",
         *       "siteid": 1,
         *       "issuedate": "2026-03-14",
         *       "expirydate": "2027-03-13",
         *       "scope": "scope text"
         *     }
         */
        'application/json': {
          /**
           * Format: int32
           * @description An id of GET /lookups/standards
           */
          standard?: number;
          certificatenumber?: string;
          /** @description Who certified it */
          certifyingbody?: string;
          /** @description e.g. AA, A, B (BRCGS) */
          grade?: string | null;
          /**
           * Format: int32
           * @description The supplier’s site it covers; null: the company
           */
          siteid?: number | null;
          /**
           * Format: date
           * @description YYYY-MM-DD
           */
          issuedate?: string;
          /**
           * Format: date
           * @description YYYY-MM-DD, after issuedate
           */
          expirydate?: string;
          /** @description What the certificate covers */
          scope?: string | null;
        };
      };
    };
    responses: {
      /** @description Success: Accreditation */
      200: {
        headers: {
          RateLimit: components['headers']['RateLimit'];
          'RateLimit-Policy': components['headers']['RateLimit-Policy'];
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "success": true,
           *       "data": {
           *         "accreditationid": 1,
           *         "standard": "standard text",
           *         "certificatenumber": "certificatenumber text",
           *         "grade": "grade text",
           *         "expirydate": "2027-03-13",
           *         "supplierid": 2,
           *         "standardid": 1,
           *         "certifyingbody": "certifyingbody text",
           *         "issuedate": "2026-03-14",
           *         "siteid": 1,
           *         "scope": "scope text",
           *         "status": "valid",
           *         "days_to_expiry": 1,
           *         "reminders_sent": [
           *           1
           *         ],
           *         "document": {
           *           "url": "https://hooks.example.org/foodtrace",
           *           "filename": "filename text",
           *           "size": 1
           *         },
           *         "created": "2026-03-14 09:30:00",
           *         "lastupdated": "2026-03-14 09:30:00"
           *       }
           *     }
           */
          'application/json': {
            /** @enum {boolean} */
            success: true;
            data: components['schemas']['Accreditation'];
          };
        };
      };
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthorized'];
      403: components['responses']['Forbidden'];
      404: components['responses']['NotFound'];
      413: components['responses']['PayloadTooLarge'];
      415: components['responses']['UnsupportedMediaType'];
      429: components['responses']['TooManyRequests'];
      500: components['responses']['InternalError'];
      503: components['responses']['Unavailable'];
    };
  };
  deleteAccreditation: {
    parameters: {
      query?: never;
      header?: {
        /** @description Why the change is made: kept in the history beside who and when (docs/traceability.md) */
        'X-Change-Reason'?: components['parameters']['ChangeReason'];
      };
      path: {
        accreditationid: number;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Success: delete a certificate (soft: its history, reminders and document are kept) */
      200: {
        headers: {
          RateLimit: components['headers']['RateLimit'];
          'RateLimit-Policy': components['headers']['RateLimit-Policy'];
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "success": true,
           *       "data": {
           *         "accreditationid": 1,
           *         "deleted": true
           *       }
           *     }
           */
          'application/json': {
            /** @enum {boolean} */
            success: true;
            data: {
              /** Format: int32 */
              accreditationid: number;
              /** @enum {boolean} */
              deleted: true;
            };
          };
        };
      };
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthorized'];
      403: components['responses']['Forbidden'];
      404: components['responses']['NotFound'];
      429: components['responses']['TooManyRequests'];
      500: components['responses']['InternalError'];
      503: components['responses']['Unavailable'];
    };
  };
  getAccreditationDocument: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        accreditationid: number;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description The PDF */
      200: {
        headers: {
          'Content-Disposition': components['headers']['Content-Disposition'];
          'X-Page-Count': components['headers']['X-Page-Count'];
          RateLimit: components['headers']['RateLimit'];
          'RateLimit-Policy': components['headers']['RateLimit-Policy'];
          [name: string]: unknown;
        };
        content: {
          /** @example (the file’s bytes) */
          'application/pdf': Blob;
        };
      };
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthorized'];
      403: components['responses']['Forbidden'];
      404: components['responses']['NotFound'];
      429: components['responses']['TooManyRequests'];
      500: components['responses']['InternalError'];
      503: components['responses']['Unavailable'];
    };
  };
  uploadAccreditationDocument: {
    parameters: {
      query?: never;
      header?: {
        /** @description Makes a retry safe: the first answer is kept 24 hours and a retry with the same key, method, path and body gets it again (with `Idempotent-Replayed: true`); the same key with another request is 422, a retry while the first still runs is 409 */
        'Idempotency-Key'?: components['parameters']['IdempotencyKey'];
        /** @description Why the change is made: kept in the history beside who and when (docs/traceability.md) */
        'X-Change-Reason'?: components['parameters']['ChangeReason'];
      };
      path: {
        accreditationid: number;
      };
      cookie?: never;
    };
    requestBody: {
      content: {
        'multipart/form-data': {
          /**
           * Format: binary
           * @description The certificate: a PDF, at most 20 MB
           */
          file: Blob;
        };
      };
    };
    responses: {
      /** @description Success: Accreditation */
      200: {
        headers: {
          RateLimit: components['headers']['RateLimit'];
          'RateLimit-Policy': components['headers']['RateLimit-Policy'];
          'Idempotent-Replayed': components['headers']['Idempotent-Replayed'];
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "success": true,
           *       "data": {
           *         "accreditationid": 1,
           *         "standard": "standard text",
           *         "certificatenumber": "certificatenumber text",
           *         "grade": "grade text",
           *         "expirydate": "2027-03-13",
           *         "supplierid": 2,
           *         "standardid": 1,
           *         "certifyingbody": "certifyingbody text",
           *         "issuedate": "2026-03-14",
           *         "siteid": 1,
           *         "scope": "scope text",
           *         "status": "valid",
           *         "days_to_expiry": 1,
           *         "reminders_sent": [
           *           1
           *         ],
           *         "document": {
           *           "url": "https://hooks.example.org/foodtrace",
           *           "filename": "filename text",
           *           "size": 1
           *         },
           *         "created": "2026-03-14 09:30:00",
           *         "lastupdated": "2026-03-14 09:30:00"
           *       }
           *     }
           */
          'application/json': {
            /** @enum {boolean} */
            success: true;
            data: components['schemas']['Accreditation'];
          };
        };
      };
      400: components['responses']['BadRequestIdempotent'];
      401: components['responses']['UnauthorizedIdempotent'];
      403: components['responses']['ForbiddenIdempotent'];
      404: components['responses']['NotFoundIdempotent'];
      409: components['responses']['ConflictIdempotent'];
      413: components['responses']['PayloadTooLargeIdempotent'];
      415: components['responses']['UnsupportedMediaTypeIdempotent'];
      422: components['responses']['UnprocessableIdempotent'];
      429: components['responses']['TooManyRequestsIdempotent'];
      500: components['responses']['InternalError'];
      503: components['responses']['Unavailable'];
    };
  };
  reportExpiringCertificates: {
    parameters: {
      query?: {
        /** @description Days ahead: certificates expiring on or before today + within (expired ones included) */
        within?: number;
        /** @description Only this supplier (the supplier scope always sees its own) */
        supplierid?: number;
        /** @description Only this standard (GET /lookups/standards) */
        standard?: number;
        format?: 'json' | 'csv';
      };
      header?: {
        /** @description An `ETag` from an earlier answer: a 304 without a body while it is still current */
        'If-None-Match'?: components['parameters']['IfNoneMatch'];
      };
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Success: a list of ExpiringCertificate */
      200: {
        headers: {
          ETag: components['headers']['ETag'];
          'Content-Disposition': components['headers']['Content-Disposition'];
          RateLimit: components['headers']['RateLimit'];
          'RateLimit-Policy': components['headers']['RateLimit-Policy'];
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "success": true,
           *       "data": [
           *         {
           *           "supplierid": 2,
           *           "vendorcode": "vendorcode text",
           *           "companyname": "Greenfield Dairies Ltd",
           *           "accreditationid": 1,
           *           "standardid": 1,
           *           "standard": "standard text",
           *           "certificatenumber": "certificatenumber text",
           *           "certifyingbody": "certifyingbody text",
           *           "grade": "grade text",
           *           "siteid": 1,
           *           "sitename": "sitename text",
           *           "issuedate": "2026-03-14",
           *           "expirydate": "2027-03-13",
           *           "days_to_expiry": 1,
           *           "status": "valid",
           *           "last_reminder": 1,
           *           "has_document": true
           *         }
           *       ],
           *       "summary": {
           *         "asof": "asof text",
           *         "within": 1,
           *         "certificates": 1,
           *         "expired": 1,
           *         "expiring": 1,
           *         "suppliers": 1,
           *         "without_document": 1
           *       }
           *     }
           */
          'application/json': {
            /** @enum {boolean} */
            success: true;
            data: components['schemas']['ExpiringCertificate'][];
            summary: {
              /** @description The day the report is for (YYYY-MM-DD, UTC) */
              asof: string;
              /** Format: int32 */
              within: number;
              /** Format: int32 */
              certificates: number;
              /** Format: int32 */
              expired: number;
              /**
               * Format: int32
               * @description Not expired, expiring within 90 days
               */
              expiring: number;
              /**
               * Format: int32
               * @description Suppliers with at least one of these certificates
               */
              suppliers: number;
              /**
               * Format: int32
               * @description Of these certificates, those without a PDF
               */
              without_document: number;
            };
          };
          /** @example supplierid,vendorcode,companyname,accreditationid,standardid,standard,certificatenumber,certifyingbody,grade,siteid,sitename,issuedate,expirydate,days_to_expiry,status,last_reminder,has_document */
          'text/csv': string;
        };
      };
      /** @description Not modified: the If-None-Match ETag is still current */
      304: {
        headers: {
          ETag: components['headers']['ETag'];
          RateLimit: components['headers']['RateLimit'];
          'RateLimit-Policy': components['headers']['RateLimit-Policy'];
          [name: string]: unknown;
        };
        content?: never;
      };
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthorized'];
      403: components['responses']['Forbidden'];
      429: components['responses']['TooManyRequests'];
      500: components['responses']['InternalError'];
      503: components['responses']['Unavailable'];
    };
  };
  reportAuditSummary: {
    parameters: {
      query?: {
        /** @description Audits dated on or after this day (YYYY-MM-DD) */
        from?: string;
        /** @description Audits dated on or before this day (YYYY-MM-DD); not before `from` */
        to?: string;
        /** @description Only this supplier (404 when there is none; the supplier scope always reports on its own) */
        companyid?: number;
        /** @description `csv`: a text/csv attachment, one row per line of the report (docs/reports.md) */
        format?: 'json' | 'csv';
      };
      header?: {
        /** @description An `ETag` from an earlier answer: a 304 without a body while it is still current */
        'If-None-Match'?: components['parameters']['IfNoneMatch'];
      };
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Success: audits, completions, average score, score buckets, section pass rates and months; ?format=csv */
      200: {
        headers: {
          ETag: components['headers']['ETag'];
          'Content-Disposition': components['headers']['Content-Disposition'];
          RateLimit: components['headers']['RateLimit'];
          'RateLimit-Policy': components['headers']['RateLimit-Policy'];
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "success": true,
           *       "data": {
           *         "audits": 1,
           *         "completed": 1,
           *         "averagescore": 1.5,
           *         "scorebuckets": [
           *           {
           *             "from": 1,
           *             "to": 1,
           *             "count": 1
           *           }
           *         ],
           *         "sections": [
           *           {
           *             "sectionid": 1,
           *             "section_name": "section_name text",
           *             "pass": 1,
           *             "fail": 1,
           *             "flag": 1,
           *             "na": 1,
           *             "passrate": 1.5
           *           }
           *         ],
           *         "months": [
           *           {
           *             "month": "month text",
           *             "audits": 1,
           *             "completed": 1,
           *             "averagescore": 1.5
           *           }
           *         ]
           *       }
           *     }
           */
          'application/json': {
            /** @enum {boolean} */
            success: true;
            data: {
              /**
               * Format: int32
               * @description Audits dated in the range, whatever their status
               */
              audits: number;
              /**
               * Format: int32
               * @description Of those, the completed ones
               */
              completed: number;
              /** @description Mean score of the completed audits, 2 decimals; null when none */
              averagescore: number | null;
              /** @description Ten buckets of 10 points, always all ten */
              scorebuckets: {
                /**
                 * Format: int32
                 * @description Lowest score counted (included)
                 */
                from: number;
                /**
                 * Format: int32
                 * @description Upper bound: excluded, but for the last bucket, whose 100 is included
                 */
                to: number;
                /**
                 * Format: int32
                 * @description Completed audits whose score is in the bucket
                 */
                count: number;
              }[];
              /** @description Answers of the completed audits, per section of the templates they used */
              sections: {
                /** Format: int32 */
                sectionid: number;
                section_name: string;
                /** Format: int32 */
                pass: number;
                /** Format: int32 */
                fail: number;
                /** Format: int32 */
                flag: number;
                /** Format: int32 */
                na: number;
                /** @description 100 × pass ÷ (pass + fail + flag), 2 decimals; n/a answers left out; null when none */
                passrate: number | null;
              }[];
              /** @description Months with at least one audit, oldest first */
              months: {
                /** @description YYYY-MM of the audit date */
                month: string;
                /**
                 * Format: int32
                 * @description Audits dated in the month, in progress or complete
                 */
                audits: number;
                /** Format: int32 */
                completed: number;
                /** @description Mean score of the completed ones, 2 decimals; null when none */
                averagescore: number | null;
              }[];
            };
          };
          /** @example part,audits,completed,averagescore,score_from,score_to,count,sectionid,section_name,pass,fail,flag,na,passrate,month */
          'text/csv': string;
        };
      };
      /** @description Not modified: the If-None-Match ETag is still current */
      304: {
        headers: {
          ETag: components['headers']['ETag'];
          RateLimit: components['headers']['RateLimit'];
          'RateLimit-Policy': components['headers']['RateLimit-Policy'];
          [name: string]: unknown;
        };
        content?: never;
      };
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthorized'];
      403: components['responses']['Forbidden'];
      404: components['responses']['NotFound'];
      429: components['responses']['TooManyRequests'];
      500: components['responses']['InternalError'];
      503: components['responses']['Unavailable'];
    };
  };
  reportFailedItems: {
    parameters: {
      query?: {
        /** @description Audits dated on or after this day (YYYY-MM-DD) */
        from?: string;
        /** @description Audits dated on or before this day (YYYY-MM-DD); not before `from` */
        to?: string;
        /** @description At most 100 */
        limit?: number;
        /** @description Only this supplier (404 when there is none; the supplier scope always reports on its own) */
        companyid?: number;
        /** @description `csv`: a text/csv attachment, one row per line of the report (docs/reports.md) */
        format?: 'json' | 'csv';
      };
      header?: {
        /** @description An `ETag` from an earlier answer: a 304 without a body while it is still current */
        'If-None-Match'?: components['parameters']['IfNoneMatch'];
      };
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Success: the checklist items most often failed or flagged in completed audits; ?format=csv */
      200: {
        headers: {
          ETag: components['headers']['ETag'];
          'Content-Disposition': components['headers']['Content-Disposition'];
          RateLimit: components['headers']['RateLimit'];
          'RateLimit-Policy': components['headers']['RateLimit-Policy'];
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "success": true,
           *       "data": [
           *         {
           *           "itemid": 1,
           *           "sectionid": 1,
           *           "section_name": "section_name text",
           *           "question": "question text",
           *           "critical": true,
           *           "fail": 1,
           *           "flag": 1,
           *           "failed": 1,
           *           "answered": 1,
           *           "failrate": 1.5
           *         }
           *       ]
           *     }
           */
          'application/json': {
            /** @enum {boolean} */
            success: true;
            data: {
              /** Format: int32 */
              itemid: number;
              /** Format: int32 */
              sectionid: number;
              section_name: string;
              question: string;
              critical: boolean;
              /** Format: int32 */
              fail: number;
              /** Format: int32 */
              flag: number;
              /**
               * Format: int32
               * @description fail + flag: the order of the list
               */
              failed: number;
              /**
               * Format: int32
               * @description Completed audits in the range that answered the item (n/a included)
               */
              answered: number;
              /** @description 100 × failed ÷ (answered − n/a), 2 decimals */
              failrate: number | null;
            }[];
          };
          /** @example itemid,sectionid,section_name,question,critical,fail,flag,failed,answered,failrate */
          'text/csv': string;
        };
      };
      /** @description Not modified: the If-None-Match ETag is still current */
      304: {
        headers: {
          ETag: components['headers']['ETag'];
          RateLimit: components['headers']['RateLimit'];
          'RateLimit-Policy': components['headers']['RateLimit-Policy'];
          [name: string]: unknown;
        };
        content?: never;
      };
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthorized'];
      403: components['responses']['Forbidden'];
      404: components['responses']['NotFound'];
      429: components['responses']['TooManyRequests'];
      500: components['responses']['InternalError'];
      503: components['responses']['Unavailable'];
    };
  };
  reportSupplierScorecard: {
    parameters: {
      query?: {
        /** @description Only this supplier (404 when there is none; the supplier scope always reports on its own) */
        companyid?: number;
        /** @description From 1 */
        page?: number;
        /** @description Rows per page, at most 200 */
        limit?: number;
        /** @description `csv`: a text/csv attachment, one row per line of the report (docs/reports.md) */
        format?: 'json' | 'csv';
      };
      header?: {
        /** @description An `ETag` from an earlier answer: a 304 without a body while it is still current */
        'If-None-Match'?: components['parameters']['IfNoneMatch'];
      };
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Success: per supplier: latest scores and trend, actions, certificates, risk, specs; ?format=csv */
      200: {
        headers: {
          ETag: components['headers']['ETag'];
          'Content-Disposition': components['headers']['Content-Disposition'];
          RateLimit: components['headers']['RateLimit'];
          'RateLimit-Policy': components['headers']['RateLimit-Policy'];
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "success": true,
           *       "data": [
           *         {
           *           "supplierid": 2,
           *           "companyname": "Greenfield Dairies Ltd",
           *           "vendorcode": "vendorcode text",
           *           "active": 1,
           *           "riskid": 1,
           *           "risk_level": "risk_level text",
           *           "completed_audits": 1,
           *           "latest": {
           *             "auditid": 1,
           *             "auditdate": "2026-03-14",
           *             "score": 1.5
           *           },
           *           "previous": [
           *             {
           *               "auditid": 1,
           *               "auditdate": "2026-03-14",
           *               "score": 1.5
           *             }
           *           ],
           *           "trend": "up",
           *           "actions": {
           *             "open": 1,
           *             "overdue": 1
           *           },
           *           "certificates": {
           *             "valid": 1,
           *             "expiring": 1,
           *             "expired": 1
           *           },
           *           "specs": {
           *             "new": 1,
           *             "submitted": 1,
           *             "in_review": 1,
           *             "approved": 1,
           *             "rejected": 1
           *           }
           *         }
           *       ],
           *       "pagination": {
           *         "page": 1,
           *         "limit": 1,
           *         "total": 1,
           *         "totalPages": 1
           *       }
           *     }
           */
          'application/json': {
            /** @enum {boolean} */
            success: true;
            data: {
              /** Format: int32 */
              supplierid: number;
              companyname: string;
              vendorcode: string | null;
              /**
               * Format: int32
               * @description 0: a former supplier (listed only when asked for by companyid)
               */
              active: number;
              /** Format: int32 */
              riskid: number | null;
              /** @description The supplier’s risk level (GET /lookups/risk_levels) */
              risk_level: string | null;
              /** Format: int32 */
              completed_audits: number;
              /** @description The latest completed audit: by audit date, then completion time, then id */
              latest: {
                /** Format: int32 */
                auditid: number;
                /** @description YYYY-MM-DD */
                auditdate: string;
                score: number;
              } | null;
              /** @description The two completed audits before it, latest first */
              previous: {
                /** Format: int32 */
                auditid: number;
                /** @description YYYY-MM-DD */
                auditdate: string;
                score: number;
              }[];
              /** @description latest score against the one before: up, down or flat; null with fewer than two */
              trend: ('up' | 'down' | 'flat') | null;
              actions: {
                /**
                 * Format: int32
                 * @description Corrective actions open or in progress
                 */
                open: number;
                /**
                 * Format: int32
                 * @description Of those, past their due date (UTC)
                 */
                overdue: number;
              };
              certificates: {
                /** Format: int32 */
                valid: number;
                /**
                 * Format: int32
                 * @description Expiring within 90 days
                 */
                expiring: number;
                /** Format: int32 */
                expired: number;
              };
              specs: {
                /** Format: int32 */
                new: number;
                /** Format: int32 */
                submitted: number;
                /** Format: int32 */
                in_review: number;
                /** Format: int32 */
                approved: number;
                /** Format: int32 */
                rejected: number;
              };
            }[];
            pagination: {
              /** Format: int32 */
              page: number;
              /** Format: int32 */
              limit: number;
              /**
               * Format: int32
               * @description Rows matching the filters, on all pages
               */
              total: number;
              /** Format: int32 */
              totalPages: number;
            };
          };
          /** @example supplierid,companyname,vendorcode,active,riskid,risk_level,completed_audits,latest_auditid,latest_auditdate,latest_score,previous1_auditid,previous1_auditdate,previous1_score,previous2_auditid,previous2_auditdate,previous2_score,trend,actions_open,actions_overdue,certificates_valid,certificates_expiring,certificates_expired,specs_new,specs_submitted,specs_in_review,specs_approved,specs_rejected */
          'text/csv': string;
        };
      };
      /** @description Not modified: the If-None-Match ETag is still current */
      304: {
        headers: {
          ETag: components['headers']['ETag'];
          RateLimit: components['headers']['RateLimit'];
          'RateLimit-Policy': components['headers']['RateLimit-Policy'];
          [name: string]: unknown;
        };
        content?: never;
      };
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthorized'];
      403: components['responses']['Forbidden'];
      404: components['responses']['NotFound'];
      429: components['responses']['TooManyRequests'];
      500: components['responses']['InternalError'];
      503: components['responses']['Unavailable'];
    };
  };
  reportSpecStatus: {
    parameters: {
      query?: {
        /** @description Only this supplier (404 when there is none; the supplier scope always reports on its own) */
        companyid?: number;
        /** @description `csv`: a text/csv attachment, one row per line of the report (docs/reports.md) */
        format?: 'json' | 'csv';
      };
      header?: {
        /** @description An `ETag` from an earlier answer: a 304 without a body while it is still current */
        'If-None-Match'?: components['parameters']['IfNoneMatch'];
      };
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Success: specs per status, median days in each (from the history), missing allergen or nutrition records */
      200: {
        headers: {
          ETag: components['headers']['ETag'];
          'Content-Disposition': components['headers']['Content-Disposition'];
          RateLimit: components['headers']['RateLimit'];
          'RateLimit-Policy': components['headers']['RateLimit-Policy'];
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "success": true,
           *       "data": {
           *         "specs": 1,
           *         "missing_allergens": 1,
           *         "missing_nutrition": 1,
           *         "missing_any": 1,
           *         "statuses": [
           *           {
           *             "statusid": 1,
           *             "status": "status text",
           *             "specs": 1,
           *             "missing_allergens": 1,
           *             "missing_nutrition": 1,
           *             "missing_any": 1,
           *             "stays": 1,
           *             "median_days": 1.5,
           *             "current": 1,
           *             "current_median_days": 1.5
           *           }
           *         ]
           *       }
           *     }
           */
          'application/json': {
            /** @enum {boolean} */
            success: true;
            data: {
              /**
               * Format: int32
               * @description Active specifications
               */
              specs: number;
              /**
               * Format: int32
               * @description Without an allergen record
               */
              missing_allergens: number;
              /**
               * Format: int32
               * @description Without a nutrition record
               */
              missing_nutrition: number;
              /**
               * Format: int32
               * @description Without either record, or both
               */
              missing_any: number;
              /** @description Every workflow status, in id order */
              statuses: {
                /** Format: int32 */
                statusid: number;
                status: string;
                /**
                 * Format: int32
                 * @description Active specifications in this status now
                 */
                specs: number;
                /**
                 * Format: int32
                 * @description Without an allergen record
                 */
                missing_allergens: number;
                /**
                 * Format: int32
                 * @description Without a nutrition record
                 */
                missing_nutrition: number;
                /**
                 * Format: int32
                 * @description Without either record, or both
                 */
                missing_any: number;
                /**
                 * Format: int32
                 * @description Stays in this status that ended (a spec may enter a status more than once)
                 */
                stays: number;
                /** @description Median length of those stays in days, 2 decimals; null when none ended */
                median_days: number | null;
                /**
                 * Format: int32
                 * @description Stays under way: the specs in this status now
                 */
                current: number;
                /** @description Median time so far of the stays under way, in days, 2 decimals */
                current_median_days: number | null;
              }[];
            };
          };
          /** @example part,statusid,status,specs,missing_allergens,missing_nutrition,missing_any,stays,median_days,current,current_median_days */
          'text/csv': string;
        };
      };
      /** @description Not modified: the If-None-Match ETag is still current */
      304: {
        headers: {
          ETag: components['headers']['ETag'];
          RateLimit: components['headers']['RateLimit'];
          'RateLimit-Policy': components['headers']['RateLimit-Policy'];
          [name: string]: unknown;
        };
        content?: never;
      };
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthorized'];
      403: components['responses']['Forbidden'];
      404: components['responses']['NotFound'];
      429: components['responses']['TooManyRequests'];
      500: components['responses']['InternalError'];
      503: components['responses']['Unavailable'];
    };
  };
  listSites: {
    parameters: {
      query?: {
        /** @description From 1 */
        page?: number;
        /** @description Rows per page, at most 200 */
        limit?: number;
        /** @description Only this company’s sites (1: the organisation’s own) */
        companyid?: number;
        /** @description dc (distribution centre), store, office: the organisation's own places; site: a supplier's (plant, depot, farm) */
        sitetype?: 'dc' | 'store' | 'office' | 'site';
        /** @description The site with this GLN */
        gln?: string;
        active?: number;
        /** @description Part of the name, city or postcode */
        search?: string;
      };
      header?: {
        /** @description An `ETag` from an earlier answer: a 304 without a body while it is still current */
        'If-None-Match'?: components['parameters']['IfNoneMatch'];
      };
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Success: a list of SiteRecord */
      200: {
        headers: {
          ETag: components['headers']['ETag'];
          RateLimit: components['headers']['RateLimit'];
          'RateLimit-Policy': components['headers']['RateLimit-Policy'];
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "success": true,
           *       "data": [
           *         {
           *           "siteid": 1,
           *           "companyid": 2,
           *           "companyname": "Greenfield Dairies Ltd",
           *           "sitename": "sitename text",
           *           "address1": "address1 text",
           *           "address2": "address2 text",
           *           "address3": "address3 text",
           *           "city": "city text",
           *           "postcode": "postcode text",
           *           "countryid": 826,
           *           "gln": "5012345000008",
           *           "sitetype": "dc",
           *           "contactemail": "contact@greenfield-dairies.example.org",
           *           "is_default": true,
           *           "active": 1,
           *           "created": "2026-03-14 09:30:00",
           *           "lastupdated": "2026-03-14 09:30:00"
           *         }
           *       ],
           *       "pagination": {
           *         "page": 1,
           *         "limit": 1,
           *         "total": 1,
           *         "totalPages": 1
           *       }
           *     }
           */
          'application/json': {
            /** @enum {boolean} */
            success: true;
            data: components['schemas']['SiteRecord'][];
            pagination: {
              /** Format: int32 */
              page: number;
              /** Format: int32 */
              limit: number;
              /**
               * Format: int32
               * @description Rows matching the filters, on all pages
               */
              total: number;
              /** Format: int32 */
              totalPages: number;
            };
          };
        };
      };
      /** @description Not modified: the If-None-Match ETag is still current */
      304: {
        headers: {
          ETag: components['headers']['ETag'];
          RateLimit: components['headers']['RateLimit'];
          'RateLimit-Policy': components['headers']['RateLimit-Policy'];
          [name: string]: unknown;
        };
        content?: never;
      };
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthorized'];
      403: components['responses']['Forbidden'];
      429: components['responses']['TooManyRequests'];
      500: components['responses']['InternalError'];
      503: components['responses']['Unavailable'];
    };
  };
  createCompanySite: {
    parameters: {
      query?: never;
      header?: {
        /** @description Makes a retry safe: the first answer is kept 24 hours and a retry with the same key, method, path and body gets it again (with `Idempotent-Replayed: true`); the same key with another request is 422, a retry while the first still runs is 409 */
        'Idempotency-Key'?: components['parameters']['IdempotencyKey'];
        /** @description Why the change is made: kept in the history beside who and when (docs/traceability.md) */
        'X-Change-Reason'?: components['parameters']['ChangeReason'];
      };
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        /**
         * @example {
         *       "companyid": 1,
         *       "sitetype": "dc",
         *       "sitename": "sitename text",
         *       "address1": "address1 text",
         *       "address2": "address2 text",
         *       "address3": "address3 text",
         *       "city": "city text",
         *       "postcode": "postcode text",
         *       "countryid": 826,
         *       "gln": "5012345000022",
         *       "contactemail": "contact@greenfield-dairies.example.org"
         *     }
         */
        'application/json': components['schemas']['SiteCreate'];
      };
    };
    responses: {
      /** @description Created: SiteRecord */
      201: {
        headers: {
          RateLimit: components['headers']['RateLimit'];
          'RateLimit-Policy': components['headers']['RateLimit-Policy'];
          'Idempotent-Replayed': components['headers']['Idempotent-Replayed'];
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "success": true,
           *       "data": {
           *         "siteid": 1,
           *         "companyid": 2,
           *         "companyname": "Greenfield Dairies Ltd",
           *         "sitename": "sitename text",
           *         "address1": "address1 text",
           *         "address2": "address2 text",
           *         "address3": "address3 text",
           *         "city": "city text",
           *         "postcode": "postcode text",
           *         "countryid": 826,
           *         "gln": "5012345000008",
           *         "sitetype": "dc",
           *         "contactemail": "contact@greenfield-dairies.example.org",
           *         "is_default": true,
           *         "active": 1,
           *         "created": "2026-03-14 09:30:00",
           *         "lastupdated": "2026-03-14 09:30:00"
           *       }
           *     }
           */
          'application/json': {
            /** @enum {boolean} */
            success: true;
            data: components['schemas']['SiteRecord'];
          };
        };
      };
      400: components['responses']['BadRequestIdempotent'];
      401: components['responses']['UnauthorizedIdempotent'];
      403: components['responses']['ForbiddenIdempotent'];
      404: components['responses']['NotFoundIdempotent'];
      409: components['responses']['ConflictIdempotent'];
      413: components['responses']['PayloadTooLargeIdempotent'];
      415: components['responses']['UnsupportedMediaTypeIdempotent'];
      422: components['responses']['UnprocessableIdempotent'];
      429: components['responses']['TooManyRequestsIdempotent'];
      500: components['responses']['InternalError'];
      503: components['responses']['Unavailable'];
    };
  };
  getSite: {
    parameters: {
      query?: never;
      header?: {
        /** @description An `ETag` from an earlier answer: a 304 without a body while it is still current */
        'If-None-Match'?: components['parameters']['IfNoneMatch'];
      };
      path: {
        /** @description The site id */
        siteid: number;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Success: SiteRecord */
      200: {
        headers: {
          ETag: components['headers']['ETag'];
          RateLimit: components['headers']['RateLimit'];
          'RateLimit-Policy': components['headers']['RateLimit-Policy'];
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "success": true,
           *       "data": {
           *         "siteid": 1,
           *         "companyid": 2,
           *         "companyname": "Greenfield Dairies Ltd",
           *         "sitename": "sitename text",
           *         "address1": "address1 text",
           *         "address2": "address2 text",
           *         "address3": "address3 text",
           *         "city": "city text",
           *         "postcode": "postcode text",
           *         "countryid": 826,
           *         "gln": "5012345000008",
           *         "sitetype": "dc",
           *         "contactemail": "contact@greenfield-dairies.example.org",
           *         "is_default": true,
           *         "active": 1,
           *         "created": "2026-03-14 09:30:00",
           *         "lastupdated": "2026-03-14 09:30:00"
           *       }
           *     }
           */
          'application/json': {
            /** @enum {boolean} */
            success: true;
            data: components['schemas']['SiteRecord'];
          };
        };
      };
      /** @description Not modified: the If-None-Match ETag is still current */
      304: {
        headers: {
          ETag: components['headers']['ETag'];
          RateLimit: components['headers']['RateLimit'];
          'RateLimit-Policy': components['headers']['RateLimit-Policy'];
          [name: string]: unknown;
        };
        content?: never;
      };
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthorized'];
      403: components['responses']['Forbidden'];
      404: components['responses']['NotFound'];
      429: components['responses']['TooManyRequests'];
      500: components['responses']['InternalError'];
      503: components['responses']['Unavailable'];
    };
  };
  updateCompanySite: {
    parameters: {
      query?: never;
      header?: {
        /** @description Why the change is made: kept in the history beside who and when (docs/traceability.md) */
        'X-Change-Reason'?: components['parameters']['ChangeReason'];
      };
      path: {
        /** @description The site id */
        siteid: number;
      };
      cookie?: never;
    };
    /** @description Any of these fields; others (companyid, is_default, active, unknown ones) are ignored */
    requestBody: {
      content: {
        /**
         * @example {
         *       "sitename": "sitename text",
         *       "address1": "address1 text",
         *       "address2": "address2 text",
         *       "address3": "address3 text",
         *       "city": "city text",
         *       "postcode": "postcode text",
         *       "countryid": 826,
         *       "gln": "5012345000015",
         *       "contactemail": "contact@greenfield-dairies.example.org",
         *       "sitetype": "site"
         *     }
         */
        'application/json': {
          sitename?: string;
          address1?: string;
          address2?: string | null;
          address3?: string | null;
          city?: string;
          postcode?: string;
          /**
           * Format: int32
           * @description An id of GET /lookups/countries
           */
          countryid?: number;
          /**
           * @description Global Location Number: 13 digits with a valid GS1 check digit; null clears it
           * @example 5012345000015
           */
          gln?: string | null;
          /**
           * Format: email
           * @description Who is told when an incident reaches the site; null clears it
           */
          contactemail?: string | null;
          /**
           * @description dc (distribution centre), store, office: the organisation's own places; site: a supplier's (plant, depot, farm)
           * @example site
           * @enum {string}
           */
          sitetype?: 'dc' | 'store' | 'office' | 'site';
        };
      };
    };
    responses: {
      /** @description Success: SiteRecord */
      200: {
        headers: {
          RateLimit: components['headers']['RateLimit'];
          'RateLimit-Policy': components['headers']['RateLimit-Policy'];
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "success": true,
           *       "data": {
           *         "siteid": 1,
           *         "companyid": 2,
           *         "companyname": "Greenfield Dairies Ltd",
           *         "sitename": "sitename text",
           *         "address1": "address1 text",
           *         "address2": "address2 text",
           *         "address3": "address3 text",
           *         "city": "city text",
           *         "postcode": "postcode text",
           *         "countryid": 826,
           *         "gln": "5012345000008",
           *         "sitetype": "dc",
           *         "contactemail": "contact@greenfield-dairies.example.org",
           *         "is_default": true,
           *         "active": 1,
           *         "created": "2026-03-14 09:30:00",
           *         "lastupdated": "2026-03-14 09:30:00"
           *       }
           *     }
           */
          'application/json': {
            /** @enum {boolean} */
            success: true;
            data: components['schemas']['SiteRecord'];
          };
        };
      };
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthorized'];
      403: components['responses']['Forbidden'];
      404: components['responses']['NotFound'];
      409: components['responses']['Conflict'];
      413: components['responses']['PayloadTooLarge'];
      415: components['responses']['UnsupportedMediaType'];
      429: components['responses']['TooManyRequests'];
      500: components['responses']['InternalError'];
      503: components['responses']['Unavailable'];
    };
  };
  deleteCompanySite: {
    parameters: {
      query?: never;
      header?: {
        /** @description Why the change is made: kept in the history beside who and when (docs/traceability.md) */
        'X-Change-Reason'?: components['parameters']['ChangeReason'];
      };
      path: {
        /** @description The site id */
        siteid: number;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Success: SiteRecord */
      200: {
        headers: {
          RateLimit: components['headers']['RateLimit'];
          'RateLimit-Policy': components['headers']['RateLimit-Policy'];
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "success": true,
           *       "data": {
           *         "siteid": 1,
           *         "companyid": 2,
           *         "companyname": "Greenfield Dairies Ltd",
           *         "sitename": "sitename text",
           *         "address1": "address1 text",
           *         "address2": "address2 text",
           *         "address3": "address3 text",
           *         "city": "city text",
           *         "postcode": "postcode text",
           *         "countryid": 826,
           *         "gln": "5012345000008",
           *         "sitetype": "dc",
           *         "contactemail": "contact@greenfield-dairies.example.org",
           *         "is_default": true,
           *         "active": 1,
           *         "created": "2026-03-14 09:30:00",
           *         "lastupdated": "2026-03-14 09:30:00"
           *       }
           *     }
           */
          'application/json': {
            /** @enum {boolean} */
            success: true;
            data: components['schemas']['SiteRecord'];
          };
        };
      };
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthorized'];
      403: components['responses']['Forbidden'];
      404: components['responses']['NotFound'];
      409: components['responses']['Conflict'];
      429: components['responses']['TooManyRequests'];
      500: components['responses']['InternalError'];
      503: components['responses']['Unavailable'];
    };
  };
  captureEpcisDocument: {
    parameters: {
      query?: never;
      header?: {
        /** @description Only `rollback` (the default): a document with one bad event is refused whole */
        'gs1-capture-error-behaviour'?: 'rollback';
        /** @description Why the change is made: kept in the history beside who and when (docs/traceability.md) */
        'X-Change-Reason'?: components['parameters']['ChangeReason'];
      };
      path?: never;
      cookie?: never;
    };
    /** @description A GS1 EPCIS 2.0 document (JSON or JSON-LD), validated against GS1’s published EPCIS 2.0 JSON Schema and the CBV 2.0; up to 10,000 events and 20 MB (docs/traceability-events.md) */
    requestBody: {
      content: {
        /**
         * @example {
         *       "@context": [
         *         "https://ref.gs1.org/standards/epcis/epcis-context.jsonld"
         *       ],
         *       "type": "EPCISDocument",
         *       "schemaVersion": "2.0",
         *       "creationDate": "2026-11-28T08:00:00.000Z",
         *       "epcisBody": {
         *         "eventList": [
         *           {
         *             "type": "ObjectEvent",
         *             "eventTime": "2026-11-28T07:55:00.000Z",
         *             "eventTimeZoneOffset": "+00:00",
         *             "action": "OBSERVE",
         *             "bizStep": "shipping",
         *             "disposition": "in_transit",
         *             "readPoint": {
         *               "id": "urn:epc:id:sgln:5012345.00001.0"
         *             },
         *             "quantityList": [
         *               {
         *                 "epcClass": "urn:epc:class:lgtin:5012345.012345.L123",
         *                 "quantity": 240,
         *                 "uom": "KGM"
         *               }
         *             ],
         *             "bizTransactionList": [
         *               {
         *                 "type": "desadv",
         *                 "bizTransaction": "urn:epcglobal:cbv:bt:5012345000008:DA-1001"
         *               }
         *             ]
         *           }
         *         ]
         *       }
         *     }
         */
        'application/json': {
          /** @description `EPCISDocument` */
          type: string;
          /** @description `{ eventList: [...] }` */
          epcisBody: {
            [key: string]: unknown;
          };
        } & {
          [key: string]: unknown;
        };
        /**
         * @example {
         *       "@context": [
         *         "https://ref.gs1.org/standards/epcis/epcis-context.jsonld"
         *       ],
         *       "type": "EPCISDocument",
         *       "schemaVersion": "2.0",
         *       "creationDate": "2026-11-28T08:00:00.000Z",
         *       "epcisBody": {
         *         "eventList": [
         *           {
         *             "type": "ObjectEvent",
         *             "eventTime": "2026-11-28T07:55:00.000Z",
         *             "eventTimeZoneOffset": "+00:00",
         *             "action": "OBSERVE",
         *             "bizStep": "shipping",
         *             "disposition": "in_transit",
         *             "readPoint": {
         *               "id": "urn:epc:id:sgln:5012345.00001.0"
         *             },
         *             "quantityList": [
         *               {
         *                 "epcClass": "urn:epc:class:lgtin:5012345.012345.L123",
         *                 "quantity": 240,
         *                 "uom": "KGM"
         *               }
         *             ],
         *             "bizTransactionList": [
         *               {
         *                 "type": "desadv",
         *                 "bizTransaction": "urn:epcglobal:cbv:bt:5012345000008:DA-1001"
         *               }
         *             ]
         *           }
         *         ]
         *       }
         *     }
         */
        'application/ld+json': {
          /** @description `EPCISDocument` */
          type: string;
          /** @description `{ eventList: [...] }` */
          epcisBody: {
            [key: string]: unknown;
          };
        } & {
          [key: string]: unknown;
        };
      };
    };
    responses: {
      /** @description A capture job, as the EPCIS 2.0 REST binding describes it (GET /capture/{captureID}) */
      202: {
        headers: {
          /** @description The capture job: `/api/v1/epcis/capture/{captureID}` */
          Location: string;
          RateLimit: components['headers']['RateLimit'];
          'RateLimit-Policy': components['headers']['RateLimit-Policy'];
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "captureID": "captureID text",
           *       "createdAt": "2026-03-14T09:30:00Z",
           *       "finishedAt": "2026-03-14T09:30:00Z",
           *       "running": true,
           *       "success": true,
           *       "captureErrorBehaviour": "rollback",
           *       "errors": [],
           *       "eventCount": 1,
           *       "storedCount": 1
           *     }
           */
          'application/json': components['schemas']['CaptureJob'];
        };
      };
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthorized'];
      403: components['responses']['Forbidden'];
      413: components['responses']['PayloadTooLarge'];
      415: components['responses']['UnsupportedMediaType'];
      429: components['responses']['TooManyRequests'];
      500: components['responses']['InternalError'];
      503: components['responses']['Unavailable'];
    };
  };
  getEpcisCapture: {
    parameters: {
      query?: never;
      header?: {
        /** @description An `ETag` from an earlier answer: a 304 without a body while it is still current */
        'If-None-Match'?: components['parameters']['IfNoneMatch'];
      };
      path: {
        /** @description The capture’s ID, from the Location of its 202 */
        captureID: number;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description A capture job, as the EPCIS 2.0 REST binding describes it (GET /capture/{captureID}) */
      200: {
        headers: {
          ETag: components['headers']['ETag'];
          RateLimit: components['headers']['RateLimit'];
          'RateLimit-Policy': components['headers']['RateLimit-Policy'];
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "captureID": "captureID text",
           *       "createdAt": "2026-03-14T09:30:00Z",
           *       "finishedAt": "2026-03-14T09:30:00Z",
           *       "running": true,
           *       "success": true,
           *       "captureErrorBehaviour": "rollback",
           *       "errors": [],
           *       "eventCount": 1,
           *       "storedCount": 1
           *     }
           */
          'application/json': components['schemas']['CaptureJob'];
        };
      };
      /** @description Not modified: the If-None-Match ETag is still current */
      304: {
        headers: {
          ETag: components['headers']['ETag'];
          RateLimit: components['headers']['RateLimit'];
          'RateLimit-Policy': components['headers']['RateLimit-Policy'];
          [name: string]: unknown;
        };
        content?: never;
      };
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthorized'];
      403: components['responses']['Forbidden'];
      404: components['responses']['NotFound'];
      429: components['responses']['TooManyRequests'];
      500: components['responses']['InternalError'];
      503: components['responses']['Unavailable'];
    };
  };
  queryEpcisEvents: {
    parameters: {
      query?: {
        /** @description `ObjectEvent`, `AggregationEvent`, `TransactionEvent`, `TransformationEvent`, `AssociationEvent`; several separated by `|` (any of them) */
        eventType?: string;
        /** @description Events at or after this time (RFC 3339, e.g. 2026-11-28T08:00:00.000+01:00) */
        GE_eventTime?: string;
        /** @description Events before this time (RFC 3339, e.g. 2026-11-28T08:00:00.000+01:00) */
        LT_eventTime?: string;
        /** @description Events recorded at or after this time (RFC 3339, e.g. 2026-11-28T08:00:00.000+01:00) */
        GE_recordTime?: string;
        /** @description Events recorded before this time (RFC 3339, e.g. 2026-11-28T08:00:00.000+01:00) */
        LT_recordTime?: string;
        /** @description `ADD`, `OBSERVE`, `DELETE`; several separated by `|` (any of them) */
        EQ_action?: string;
        /** @description A CBV business step: bare word, GS1 Web URI or 1.x URN (one and the same), or your own URI; several separated by `|` (any of them) */
        EQ_bizStep?: string;
        /** @description A CBV disposition: bare word, GS1 Web URI or 1.x URN, or your own URI; several separated by `|` (any of them) */
        EQ_disposition?: string;
        /** @description A read point: SGLN URN or Digital Link (`/414/{gln}`), or your own URI; several separated by `|` (any of them) */
        EQ_readPoint?: string;
        /** @description A business location: SGLN URN or Digital Link (`/414/{gln}`), or your own URI; several separated by `|` (any of them) */
        EQ_bizLocation?: string;
        /** @description An identifier of `epcList` or `childEPCs`: an EPC URN or a GS1 Digital Link on any host (the same identifier either way); a class without a lot or serial (`https://id.gs1.org/01/{gtin}`, `urn:epc:idpat:sgtin:P.I.*`) matches its lots and serials; several separated by `|` (any of them) */
        MATCH_epc?: string;
        /** @description An identifier of `epcList`, `childEPCs`, `parentID`, `inputEPCList` or `outputEPCList`: an EPC URN or a GS1 Digital Link on any host (the same identifier either way); a class without a lot or serial (`https://id.gs1.org/01/{gtin}`, `urn:epc:idpat:sgtin:P.I.*`) matches its lots and serials; several separated by `|` (any of them) */
        MATCH_anyEPC?: string;
        /** @description A class or lot of `quantityList` or `childQuantityList`: an EPC URN or a GS1 Digital Link on any host (the same identifier either way); a class without a lot or serial (`https://id.gs1.org/01/{gtin}`, `urn:epc:idpat:sgtin:P.I.*`) matches its lots and serials; several separated by `|` (any of them) */
        MATCH_epcClass?: string;
        /** @description A class or lot of any quantity list (also input and output): an EPC URN or a GS1 Digital Link on any host (the same identifier either way); a class without a lot or serial (`https://id.gs1.org/01/{gtin}`, `urn:epc:idpat:sgtin:P.I.*`) matches its lots and serials; several separated by `|` (any of them) */
        MATCH_anyEPCClass?: string;
        /** @description An eventID (as sent, or the CBV 2.0 hash given to an event sent without one); several separated by `|` (any of them) */
        EQ_eventID?: string;
        /** @description Events per page, at most 1000 */
        perPage?: number;
        /** @description From the `Link` of the previous page (opaque; the link carries it with the filters) */
        nextPageToken?: string;
      };
      header?: {
        /** @description An `ETag` from an earlier answer: a 304 without a body while it is still current */
        'If-None-Match'?: components['parameters']['IfNoneMatch'];
      };
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description GS1 EPCIS 2.0 query document (REST binding): the events matching the query, oldest first */
      200: {
        headers: {
          /** @description When more events match: `</api/v1/epcis/events?{the same parameters}&nextPageToken={token}>; rel="next"` */
          Link?: string;
          ETag: components['headers']['ETag'];
          RateLimit: components['headers']['RateLimit'];
          'RateLimit-Policy': components['headers']['RateLimit-Policy'];
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "@context": [
           *         "https://ref.gs1.org/standards/epcis/epcis-context.jsonld"
           *       ],
           *       "type": "EPCISQueryDocument",
           *       "schemaVersion": "2.0",
           *       "creationDate": "2026-11-28T08:05:00.000Z",
           *       "epcisBody": {
           *         "queryResults": {
           *           "queryName": "SimpleEventQuery",
           *           "resultsBody": {
           *             "eventList": [
           *               {
           *                 "type": "ObjectEvent",
           *                 "eventTime": "2026-11-28T07:55:00.000Z",
           *                 "eventTimeZoneOffset": "+00:00",
           *                 "action": "OBSERVE",
           *                 "bizStep": "shipping",
           *                 "disposition": "in_transit",
           *                 "readPoint": {
           *                   "id": "urn:epc:id:sgln:5012345.00001.0"
           *                 },
           *                 "quantityList": [
           *                   {
           *                     "epcClass": "urn:epc:class:lgtin:5012345.012345.L123",
           *                     "quantity": 240,
           *                     "uom": "KGM"
           *                   }
           *                 ],
           *                 "bizTransactionList": [
           *                   {
           *                     "type": "desadv",
           *                     "bizTransaction": "urn:epcglobal:cbv:bt:5012345000008:DA-1001"
           *                   }
           *                 ],
           *                 "eventID": "ni:///sha-256;1b9d60ec9c02befcd71830a0cfbbbbcea751dc77b5ba8d5893ef2e09a3f63e12?ver=CBV2.0",
           *                 "recordTime": "2026-11-28T08:00:01.000Z"
           *               }
           *             ]
           *           }
           *         }
           *       }
           *     }
           */
          'application/json': {
            /** @description The EPCIS 2.0 context, then the namespaces of the captures the events came from */
            '@context': unknown[];
            /** @enum {string} */
            type: 'EPCISQueryDocument';
            /** @enum {string} */
            schemaVersion: '2.0';
            /** Format: date-time */
            creationDate: string;
            epcisBody: {
              queryResults: {
                /** @enum {string} */
                queryName: 'SimpleEventQuery';
                resultsBody: {
                  /** @description Each event as captured, every field as sent, with `recordTime` and (when it was sent without one) the `eventID` it was given: the CBV 2.0 event hash */
                  eventList: {
                    [key: string]: unknown;
                  }[];
                };
              };
            };
          };
        };
      };
      /** @description Not modified: the If-None-Match ETag is still current */
      304: {
        headers: {
          ETag: components['headers']['ETag'];
          RateLimit: components['headers']['RateLimit'];
          'RateLimit-Policy': components['headers']['RateLimit-Policy'];
          [name: string]: unknown;
        };
        content?: never;
      };
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthorized'];
      403: components['responses']['Forbidden'];
      429: components['responses']['TooManyRequests'];
      500: components['responses']['InternalError'];
      503: components['responses']['Unavailable'];
    };
  };
  getEpcisEvent: {
    parameters: {
      query?: never;
      header?: {
        /** @description An `ETag` from an earlier answer: a 304 without a body while it is still current */
        'If-None-Match'?: components['parameters']['IfNoneMatch'];
      };
      path: {
        /** @description The eventID, URL-encoded */
        eventID: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description GS1 EPCIS 2.0 query document (REST binding): the events matching the query, oldest first */
      200: {
        headers: {
          ETag: components['headers']['ETag'];
          RateLimit: components['headers']['RateLimit'];
          'RateLimit-Policy': components['headers']['RateLimit-Policy'];
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "@context": [
           *         "https://ref.gs1.org/standards/epcis/epcis-context.jsonld"
           *       ],
           *       "type": "EPCISQueryDocument",
           *       "schemaVersion": "2.0",
           *       "creationDate": "2026-11-28T08:05:00.000Z",
           *       "epcisBody": {
           *         "queryResults": {
           *           "queryName": "SimpleEventQuery",
           *           "resultsBody": {
           *             "eventList": [
           *               {
           *                 "type": "ObjectEvent",
           *                 "eventTime": "2026-11-28T07:55:00.000Z",
           *                 "eventTimeZoneOffset": "+00:00",
           *                 "action": "OBSERVE",
           *                 "bizStep": "shipping",
           *                 "disposition": "in_transit",
           *                 "readPoint": {
           *                   "id": "urn:epc:id:sgln:5012345.00001.0"
           *                 },
           *                 "quantityList": [
           *                   {
           *                     "epcClass": "urn:epc:class:lgtin:5012345.012345.L123",
           *                     "quantity": 240,
           *                     "uom": "KGM"
           *                   }
           *                 ],
           *                 "bizTransactionList": [
           *                   {
           *                     "type": "desadv",
           *                     "bizTransaction": "urn:epcglobal:cbv:bt:5012345000008:DA-1001"
           *                   }
           *                 ],
           *                 "eventID": "ni:///sha-256;1b9d60ec9c02befcd71830a0cfbbbbcea751dc77b5ba8d5893ef2e09a3f63e12?ver=CBV2.0",
           *                 "recordTime": "2026-11-28T08:00:01.000Z"
           *               }
           *             ]
           *           }
           *         }
           *       }
           *     }
           */
          'application/json': {
            /** @description The EPCIS 2.0 context, then the namespaces of the captures the events came from */
            '@context': unknown[];
            /** @enum {string} */
            type: 'EPCISQueryDocument';
            /** @enum {string} */
            schemaVersion: '2.0';
            /** Format: date-time */
            creationDate: string;
            epcisBody: {
              queryResults: {
                /** @enum {string} */
                queryName: 'SimpleEventQuery';
                resultsBody: {
                  /** @description Each event as captured, every field as sent, with `recordTime` and (when it was sent without one) the `eventID` it was given: the CBV 2.0 event hash */
                  eventList: {
                    [key: string]: unknown;
                  }[];
                };
              };
            };
          };
        };
      };
      /** @description Not modified: the If-None-Match ETag is still current */
      304: {
        headers: {
          ETag: components['headers']['ETag'];
          RateLimit: components['headers']['RateLimit'];
          'RateLimit-Policy': components['headers']['RateLimit-Policy'];
          [name: string]: unknown;
        };
        content?: never;
      };
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthorized'];
      403: components['responses']['Forbidden'];
      404: components['responses']['NotFound'];
      /** @description Failure */
      414: {
        headers: {
          RateLimit: components['headers']['RateLimit'];
          'RateLimit-Policy': components['headers']['RateLimit-Policy'];
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Failure'];
        };
      };
      429: components['responses']['TooManyRequests'];
      500: components['responses']['InternalError'];
      503: components['responses']['Unavailable'];
    };
  };
  getEpcisEventTypes: {
    parameters: {
      query?: never;
      header?: {
        /** @description An `ETag` from an earlier answer: a 304 without a body while it is still current */
        'If-None-Match'?: components['parameters']['IfNoneMatch'];
      };
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description A list of the binding (`Collection`): the event types, business steps or dispositions known */
      200: {
        headers: {
          ETag: components['headers']['ETag'];
          RateLimit: components['headers']['RateLimit'];
          'RateLimit-Policy': components['headers']['RateLimit-Policy'];
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "@context": [
           *         "https://ref.gs1.org/standards/epcis/epcis-context.jsonld"
           *       ],
           *       "type": "Collection",
           *       "member": [
           *         "ObjectEvent",
           *         "AggregationEvent"
           *       ]
           *     }
           */
          'application/json': {
            '@context': string[];
            /** @enum {string} */
            type: 'Collection';
            member: string[];
          };
        };
      };
      /** @description Not modified: the If-None-Match ETag is still current */
      304: {
        headers: {
          ETag: components['headers']['ETag'];
          RateLimit: components['headers']['RateLimit'];
          'RateLimit-Policy': components['headers']['RateLimit-Policy'];
          [name: string]: unknown;
        };
        content?: never;
      };
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthorized'];
      403: components['responses']['Forbidden'];
      429: components['responses']['TooManyRequests'];
      500: components['responses']['InternalError'];
      503: components['responses']['Unavailable'];
    };
  };
  getEpcisBizSteps: {
    parameters: {
      query?: never;
      header?: {
        /** @description An `ETag` from an earlier answer: a 304 without a body while it is still current */
        'If-None-Match'?: components['parameters']['IfNoneMatch'];
      };
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description A list of the binding (`Collection`): the event types, business steps or dispositions known */
      200: {
        headers: {
          ETag: components['headers']['ETag'];
          RateLimit: components['headers']['RateLimit'];
          'RateLimit-Policy': components['headers']['RateLimit-Policy'];
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "@context": [
           *         "https://ref.gs1.org/standards/epcis/epcis-context.jsonld"
           *       ],
           *       "type": "Collection",
           *       "member": [
           *         "ObjectEvent",
           *         "AggregationEvent"
           *       ]
           *     }
           */
          'application/json': {
            '@context': string[];
            /** @enum {string} */
            type: 'Collection';
            member: string[];
          };
        };
      };
      /** @description Not modified: the If-None-Match ETag is still current */
      304: {
        headers: {
          ETag: components['headers']['ETag'];
          RateLimit: components['headers']['RateLimit'];
          'RateLimit-Policy': components['headers']['RateLimit-Policy'];
          [name: string]: unknown;
        };
        content?: never;
      };
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthorized'];
      403: components['responses']['Forbidden'];
      429: components['responses']['TooManyRequests'];
      500: components['responses']['InternalError'];
      503: components['responses']['Unavailable'];
    };
  };
  getEpcisDispositions: {
    parameters: {
      query?: never;
      header?: {
        /** @description An `ETag` from an earlier answer: a 304 without a body while it is still current */
        'If-None-Match'?: components['parameters']['IfNoneMatch'];
      };
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description A list of the binding (`Collection`): the event types, business steps or dispositions known */
      200: {
        headers: {
          ETag: components['headers']['ETag'];
          RateLimit: components['headers']['RateLimit'];
          'RateLimit-Policy': components['headers']['RateLimit-Policy'];
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "@context": [
           *         "https://ref.gs1.org/standards/epcis/epcis-context.jsonld"
           *       ],
           *       "type": "Collection",
           *       "member": [
           *         "ObjectEvent",
           *         "AggregationEvent"
           *       ]
           *     }
           */
          'application/json': {
            '@context': string[];
            /** @enum {string} */
            type: 'Collection';
            member: string[];
          };
        };
      };
      /** @description Not modified: the If-None-Match ETag is still current */
      304: {
        headers: {
          ETag: components['headers']['ETag'];
          RateLimit: components['headers']['RateLimit'];
          'RateLimit-Policy': components['headers']['RateLimit-Policy'];
          [name: string]: unknown;
        };
        content?: never;
      };
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthorized'];
      403: components['responses']['Forbidden'];
      429: components['responses']['TooManyRequests'];
      500: components['responses']['InternalError'];
      503: components['responses']['Unavailable'];
    };
  };
  getShipmentsCsvTemplate: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description The template: an attachment named shipments_template.csv */
      200: {
        headers: {
          'Content-Disposition': components['headers']['Content-Disposition'];
          RateLimit: components['headers']['RateLimit'];
          'RateLimit-Policy': components['headers']['RateLimit-Policy'];
          [name: string]: unknown;
        };
        content: {
          /**
           * @example gtin,lot,quantity,uom,best_before,ship_date,from_gln,to_gln,despatch_advice
           *     04012345000016,L2026-1128A,240,KGM,2027-05-31,2026-11-28,4012345000016,4012345000023,DA-1001
           */
          'text/csv': string;
        };
      };
      400: components['responses']['BadRequest'];
      429: components['responses']['TooManyRequests'];
      500: components['responses']['InternalError'];
    };
  };
  captureShipmentsCsv: {
    parameters: {
      query?: never;
      header?: {
        /** @description Why the change is made: kept in the history beside who and when (docs/traceability.md) */
        'X-Change-Reason'?: components['parameters']['ChangeReason'];
      };
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'multipart/form-data': {
          /**
           * Format: binary
           * @description CSV, UTF-8 (a BOM is fine), comma-separated, a header row of the columns gtin, lot, quantity, uom, best_before, ship_date, from_gln, to_gln, despatch_advice (any order and case), then one row per shipment of a lot
           */
          file: Blob;
        };
      };
    };
    responses: {
      /** @description Success: capture shipments from a CSV file (multipart field `file`): one shipping event per row */
      200: {
        headers: {
          RateLimit: components['headers']['RateLimit'];
          'RateLimit-Policy': components['headers']['RateLimit-Policy'];
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "success": true,
           *       "total": 1,
           *       "created": 1,
           *       "failed": 1,
           *       "results": [
           *         {
           *           "row": 1,
           *           "lot": "lot text",
           *           "status": "success",
           *           "eventID": "eventID text",
           *           "captureID": "captureID text",
           *           "message": "message text",
           *           "problems": [
           *             {
           *               "fields": [
           *                 "fields text"
           *               ],
           *               "message": "message text"
           *             }
           *           ]
           *         }
           *       ],
           *       "retry_payload": [
           *         {}
           *       ],
           *       "captureID": "captureID text",
           *       "storedCount": 1
           *     }
           */
          'application/json': {
            /** @enum {boolean} */
            success: true;
            /** Format: int32 */
            total: number;
            /** Format: int32 */
            created: number;
            /** Format: int32 */
            failed: number;
            results: components['schemas']['ShipmentCsvResult'][];
            /** @description The failed rows as sent, to correct and resubmit */
            retry_payload: {
              [key: string]: unknown;
            }[];
            /** @description The capture of the good rows (GET /epcis/capture/{captureID}); null when no row was captured */
            captureID: string | null;
            /**
             * Format: int32
             * @description Of the rows captured, the events new to the repository (a row captured before is skipped)
             */
            storedCount: number;
          };
        };
      };
      /** @description Created: capture shipments from a CSV file (multipart field `file`): one shipping event per row */
      201: {
        headers: {
          /** @description The capture of the good rows: `/api/v1/epcis/capture/{captureID}` */
          Location: string;
          RateLimit: components['headers']['RateLimit'];
          'RateLimit-Policy': components['headers']['RateLimit-Policy'];
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "success": true,
           *       "total": 1,
           *       "created": 1,
           *       "failed": 1,
           *       "results": [
           *         {
           *           "row": 1,
           *           "lot": "lot text",
           *           "status": "success",
           *           "eventID": "eventID text",
           *           "captureID": "captureID text",
           *           "message": "message text",
           *           "problems": [
           *             {
           *               "fields": [
           *                 "fields text"
           *               ],
           *               "message": "message text"
           *             }
           *           ]
           *         }
           *       ],
           *       "retry_payload": [
           *         {}
           *       ],
           *       "captureID": "captureID text",
           *       "storedCount": 1
           *     }
           */
          'application/json': {
            /** @enum {boolean} */
            success: true;
            /** Format: int32 */
            total: number;
            /** Format: int32 */
            created: number;
            /** Format: int32 */
            failed: number;
            results: components['schemas']['ShipmentCsvResult'][];
            /** @description The failed rows as sent, to correct and resubmit */
            retry_payload: {
              [key: string]: unknown;
            }[];
            /** @description The capture of the good rows (GET /epcis/capture/{captureID}); null when no row was captured */
            captureID: string | null;
            /**
             * Format: int32
             * @description Of the rows captured, the events new to the repository (a row captured before is skipped)
             */
            storedCount: number;
          };
        };
      };
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthorized'];
      403: components['responses']['Forbidden'];
      413: components['responses']['PayloadTooLarge'];
      415: components['responses']['UnsupportedMediaType'];
      429: components['responses']['TooManyRequests'];
      500: components['responses']['InternalError'];
      503: components['responses']['Unavailable'];
    };
  };
  traceForward: {
    parameters: {
      query: {
        /**
         * @description The lot, serial or logistic unit (SSCC) to trace from: a GS1 Digital Link on any host (`https://id.gs1.org/01/04012345111118/10/L123`), an EPC URN (`urn:epc:class:lgtin:4012345.011111.L123`), or an identifier of your own as captured. A GTIN alone (a whole product) is refused.
         * @example https://id.gs1.org/01/04012345111118/10/L123
         */
        epc: string;
        /**
         * @description Events at or after: an ISO 8601 date (midnight UTC) or date-time with its offset
         * @example 2026-09-01
         */
        from?: string;
        /** @description Events before (exclusive): an ISO 8601 date or date-time */
        to?: string;
        /** @description Object generations followed from the root (transformations, packing into and out of pallets); by default all. 0: the root’s own events only. */
        depth?: number;
      };
      header?: {
        /** @description An `ETag` from an earlier answer: a 304 without a body while it is still current */
        'If-None-Match'?: components['parameters']['IfNoneMatch'];
      };
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Success: TraceGraph */
      200: {
        headers: {
          ETag: components['headers']['ETag'];
          RateLimit: components['headers']['RateLimit'];
          'RateLimit-Policy': components['headers']['RateLimit-Policy'];
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "success": true,
           *       "data": {
           *         "root": "root text",
           *         "direction": "forward",
           *         "nodes": [
           *           {
           *             "id": "id text",
           *             "type": "lot",
           *             "level": 1,
           *             "gtin": "5012345678900",
           *             "lot": "lot text",
           *             "serial": "serial text",
           *             "sscc": "sscc text",
           *             "psid": 2,
           *             "productname": "Organic whole milk 1 L",
           *             "companyid": 2,
           *             "suppliername": "Greenfield Dairies Ltd",
           *             "wholesalerids": [
           *               1
           *             ],
           *             "bestbefore": "bestbefore text",
           *             "gln": "5012345000008",
           *             "name": "name text",
           *             "siteid": 1,
           *             "sitetype": "sitetype text",
           *             "wholesalerid": 1
           *           }
           *         ],
           *         "edges": [
           *           {
           *             "eventID": "eventID text",
           *             "kind": "ship",
           *             "from": "from text",
           *             "to": "to text",
           *             "epc": "epc text",
           *             "time": "time text",
           *             "quantity": 1.5,
           *             "uom": "uom text",
           *             "bizStep": "bizStep text",
           *             "location": "location text"
           *           }
           *         ],
           *         "affected": {
           *           "specs": [
           *             {
           *               "psid": 2,
           *               "productname": "Organic whole milk 1 L",
           *               "gtin": "5012345678900",
           *               "companyid": 2
           *             }
           *           ],
           *           "suppliers": [
           *             {
           *               "companyid": 2,
           *               "name": "name text"
           *             }
           *           ],
           *           "sites": [
           *             {
           *               "siteid": 1,
           *               "gln": "5012345000008",
           *               "name": "name text",
           *               "companyid": 2,
           *               "sitetype": "sitetype text"
           *             }
           *           ],
           *           "wholesalers": [
           *             {
           *               "wholesalerid": 1,
           *               "name": "name text",
           *               "gln": "5012345000008"
           *             }
           *           ]
           *         },
           *         "truncated": true
           *       }
           *     }
           */
          'application/json': {
            /** @enum {boolean} */
            success: true;
            data: components['schemas']['TraceGraph'];
          };
        };
      };
      /** @description Not modified: the If-None-Match ETag is still current */
      304: {
        headers: {
          ETag: components['headers']['ETag'];
          RateLimit: components['headers']['RateLimit'];
          'RateLimit-Policy': components['headers']['RateLimit-Policy'];
          [name: string]: unknown;
        };
        content?: never;
      };
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthorized'];
      403: components['responses']['Forbidden'];
      429: components['responses']['TooManyRequests'];
      500: components['responses']['InternalError'];
      503: components['responses']['Unavailable'];
    };
  };
  traceBackward: {
    parameters: {
      query: {
        /**
         * @description The lot, serial or logistic unit (SSCC) to trace from: a GS1 Digital Link on any host (`https://id.gs1.org/01/04012345111118/10/L123`), an EPC URN (`urn:epc:class:lgtin:4012345.011111.L123`), or an identifier of your own as captured. A GTIN alone (a whole product) is refused.
         * @example https://id.gs1.org/01/04012345111118/10/L123
         */
        epc: string;
        /**
         * @description Events at or after: an ISO 8601 date (midnight UTC) or date-time with its offset
         * @example 2026-09-01
         */
        from?: string;
        /** @description Events before (exclusive): an ISO 8601 date or date-time */
        to?: string;
        /** @description Object generations followed from the root (transformations, packing into and out of pallets); by default all. 0: the root’s own events only. */
        depth?: number;
      };
      header?: {
        /** @description An `ETag` from an earlier answer: a 304 without a body while it is still current */
        'If-None-Match'?: components['parameters']['IfNoneMatch'];
      };
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Success: TraceGraph */
      200: {
        headers: {
          ETag: components['headers']['ETag'];
          RateLimit: components['headers']['RateLimit'];
          'RateLimit-Policy': components['headers']['RateLimit-Policy'];
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "success": true,
           *       "data": {
           *         "root": "root text",
           *         "direction": "forward",
           *         "nodes": [
           *           {
           *             "id": "id text",
           *             "type": "lot",
           *             "level": 1,
           *             "gtin": "5012345678900",
           *             "lot": "lot text",
           *             "serial": "serial text",
           *             "sscc": "sscc text",
           *             "psid": 2,
           *             "productname": "Organic whole milk 1 L",
           *             "companyid": 2,
           *             "suppliername": "Greenfield Dairies Ltd",
           *             "wholesalerids": [
           *               1
           *             ],
           *             "bestbefore": "bestbefore text",
           *             "gln": "5012345000008",
           *             "name": "name text",
           *             "siteid": 1,
           *             "sitetype": "sitetype text",
           *             "wholesalerid": 1
           *           }
           *         ],
           *         "edges": [
           *           {
           *             "eventID": "eventID text",
           *             "kind": "ship",
           *             "from": "from text",
           *             "to": "to text",
           *             "epc": "epc text",
           *             "time": "time text",
           *             "quantity": 1.5,
           *             "uom": "uom text",
           *             "bizStep": "bizStep text",
           *             "location": "location text"
           *           }
           *         ],
           *         "affected": {
           *           "specs": [
           *             {
           *               "psid": 2,
           *               "productname": "Organic whole milk 1 L",
           *               "gtin": "5012345678900",
           *               "companyid": 2
           *             }
           *           ],
           *           "suppliers": [
           *             {
           *               "companyid": 2,
           *               "name": "name text"
           *             }
           *           ],
           *           "sites": [
           *             {
           *               "siteid": 1,
           *               "gln": "5012345000008",
           *               "name": "name text",
           *               "companyid": 2,
           *               "sitetype": "sitetype text"
           *             }
           *           ],
           *           "wholesalers": [
           *             {
           *               "wholesalerid": 1,
           *               "name": "name text",
           *               "gln": "5012345000008"
           *             }
           *           ]
           *         },
           *         "truncated": true
           *       }
           *     }
           */
          'application/json': {
            /** @enum {boolean} */
            success: true;
            data: components['schemas']['TraceGraph'];
          };
        };
      };
      /** @description Not modified: the If-None-Match ETag is still current */
      304: {
        headers: {
          ETag: components['headers']['ETag'];
          RateLimit: components['headers']['RateLimit'];
          'RateLimit-Policy': components['headers']['RateLimit-Policy'];
          [name: string]: unknown;
        };
        content?: never;
      };
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthorized'];
      403: components['responses']['Forbidden'];
      429: components['responses']['TooManyRequests'];
      500: components['responses']['InternalError'];
      503: components['responses']['Unavailable'];
    };
  };
  getTraceLot: {
    parameters: {
      query?: never;
      header?: {
        /** @description An `ETag` from an earlier answer: a 304 without a body while it is still current */
        'If-None-Match'?: components['parameters']['IfNoneMatch'];
      };
      path: {
        /** @description GTIN-8, -12, -13 or -14 */
        gtin: string;
        /** @description The lot (batch) number */
        lot: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Success: LotSummary */
      200: {
        headers: {
          ETag: components['headers']['ETag'];
          RateLimit: components['headers']['RateLimit'];
          'RateLimit-Policy': components['headers']['RateLimit-Policy'];
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "success": true,
           *       "data": {
           *         "lot": {
           *           "id": "id text",
           *           "type": "lot",
           *           "level": 1,
           *           "gtin": "5012345678900",
           *           "lot": "lot text",
           *           "serial": "serial text",
           *           "sscc": "sscc text",
           *           "psid": 2,
           *           "productname": "Organic whole milk 1 L",
           *           "companyid": 2,
           *           "suppliername": "Greenfield Dairies Ltd",
           *           "wholesalerids": [
           *             1
           *           ],
           *           "bestbefore": "bestbefore text",
           *           "gln": "5012345000008",
           *           "name": "name text",
           *           "siteid": 1,
           *           "sitetype": "sitetype text",
           *           "wholesalerid": 1
           *         },
           *         "product": {
           *           "psid": 2,
           *           "productname": "Organic whole milk 1 L",
           *           "gtin": "5012345678900"
           *         },
           *         "supplier": {
           *           "companyid": 2,
           *           "name": "name text"
           *         },
           *         "origin": {
           *           "id": "id text",
           *           "type": "lot",
           *           "level": 1,
           *           "gtin": "5012345678900",
           *           "lot": "lot text",
           *           "serial": "serial text",
           *           "sscc": "sscc text",
           *           "psid": 2,
           *           "productname": "Organic whole milk 1 L",
           *           "companyid": 2,
           *           "suppliername": "Greenfield Dairies Ltd",
           *           "wholesalerids": [
           *             1
           *           ],
           *           "bestbefore": "bestbefore text",
           *           "gln": "5012345000008",
           *           "name": "name text",
           *           "siteid": 1,
           *           "sitetype": "sitetype text",
           *           "wholesalerid": 1
           *         },
           *         "made": {
           *           "quantity": 1.5,
           *           "uom": "uom text"
           *         },
           *         "received": [
           *           {
           *             "at": {
           *               "id": "id text",
           *               "type": "lot",
           *               "level": 1,
           *               "gtin": "5012345678900",
           *               "lot": "lot text",
           *               "serial": "serial text",
           *               "sscc": "sscc text",
           *               "psid": 2,
           *               "productname": "Organic whole milk 1 L",
           *               "companyid": 2,
           *               "suppliername": "Greenfield Dairies Ltd",
           *               "wholesalerids": [
           *                 1
           *               ],
           *               "bestbefore": "bestbefore text",
           *               "gln": "5012345000008",
           *               "name": "name text",
           *               "siteid": 1,
           *               "sitetype": "sitetype text",
           *               "wholesalerid": 1
           *             },
           *             "quantity": 1.5,
           *             "uom": "uom text"
           *           }
           *         ],
           *         "shipped": [
           *           {
           *             "to": {
           *               "id": "id text",
           *               "type": "lot",
           *               "level": 1,
           *               "gtin": "5012345678900",
           *               "lot": "lot text",
           *               "serial": "serial text",
           *               "sscc": "sscc text",
           *               "psid": 2,
           *               "productname": "Organic whole milk 1 L",
           *               "companyid": 2,
           *               "suppliername": "Greenfield Dairies Ltd",
           *               "wholesalerids": [
           *                 1
           *               ],
           *               "bestbefore": "bestbefore text",
           *               "gln": "5012345000008",
           *               "name": "name text",
           *               "siteid": 1,
           *               "sitetype": "sitetype text",
           *               "wholesalerid": 1
           *             },
           *             "quantity": 1.5,
           *             "uom": "uom text"
           *           }
           *         ],
           *         "onhand": [
           *           {
           *             "at": {
           *               "id": "id text",
           *               "type": "lot",
           *               "level": 1,
           *               "gtin": "5012345678900",
           *               "lot": "lot text",
           *               "serial": "serial text",
           *               "sscc": "sscc text",
           *               "psid": 2,
           *               "productname": "Organic whole milk 1 L",
           *               "companyid": 2,
           *               "suppliername": "Greenfield Dairies Ltd",
           *               "wholesalerids": [
           *                 1
           *               ],
           *               "bestbefore": "bestbefore text",
           *               "gln": "5012345000008",
           *               "name": "name text",
           *               "siteid": 1,
           *               "sitetype": "sitetype text",
           *               "wholesalerid": 1
           *             },
           *             "quantity": 1.5,
           *             "uom": "uom text"
           *           }
           *         ],
           *         "first": {
           *           "eventID": "eventID text",
           *           "time": "time text",
           *           "bizStep": "bizStep text",
           *           "at": "at text"
           *         },
           *         "last": {
           *           "eventID": "eventID text",
           *           "time": "time text",
           *           "bizStep": "bizStep text",
           *           "at": "at text"
           *         },
           *         "eventcount": 1
           *       }
           *     }
           */
          'application/json': {
            /** @enum {boolean} */
            success: true;
            data: components['schemas']['LotSummary'];
          };
        };
      };
      /** @description Not modified: the If-None-Match ETag is still current */
      304: {
        headers: {
          ETag: components['headers']['ETag'];
          RateLimit: components['headers']['RateLimit'];
          'RateLimit-Policy': components['headers']['RateLimit-Policy'];
          [name: string]: unknown;
        };
        content?: never;
      };
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthorized'];
      403: components['responses']['Forbidden'];
      429: components['responses']['TooManyRequests'];
      500: components['responses']['InternalError'];
      503: components['responses']['Unavailable'];
    };
  };
  getFsma204Records: {
    parameters: {
      query?: {
        /** @description A traceability lot code: a GTIN with its lot, as a GS1 Digital Link on any host (`https://id.gs1.org/01/{gtin}/10/{lot}`) or an EPC URN (`urn:epc:class:lgtin:…`). Without it, every CTE of the window. */
        tlc?: string;
        /** @description Events at or after (eventTime): a day (`2026-11-01`, midnight UTC) or a date-time with its offset */
        from?: string;
        /** @description Events before (exclusive), as `from`; the window is at most 366 days */
        to?: string;
        /** @description `csv` (the default), `xlsx` or `json` */
        format?: 'csv' | 'xlsx' | 'json';
        /** @description Only CTEs at this company’s active sites (their GLNs); 1: the organisation’s. 404 when there is none; the supplier scope always sees only its own */
        companyid?: number;
      };
      header?: {
        /** @description An `ETag` from an earlier answer: a 304 without a body while it is still current */
        'If-None-Match'?: components['parameters']['IfNoneMatch'];
      };
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Success: a list of FsmaRecord */
      200: {
        headers: {
          ETag: components['headers']['ETag'];
          'Content-Disposition': components['headers']['Content-Disposition'];
          RateLimit: components['headers']['RateLimit'];
          'RateLimit-Policy': components['headers']['RateLimit-Policy'];
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "success": true,
           *       "data": [
           *         {
           *           "criticalTrackingEvent": "criticalTrackingEvent text",
           *           "traceabilityLotCode": "traceabilityLotCode text",
           *           "productDescription": "Organic whole milk 1 L",
           *           "quantity": 1.5,
           *           "unitOfMeasure": "unitOfMeasure text",
           *           "immediatePreviousSource": "immediatePreviousSource text",
           *           "immediateSubsequentRecipient": "immediateSubsequentRecipient text",
           *           "eventLocation": "eventLocation text",
           *           "traceabilityLotCodeSource": "traceabilityLotCodeSource text",
           *           "traceabilityLotCodeSourceReference": "traceabilityLotCodeSourceReference text",
           *           "eventDate": "2026-03-14",
           *           "eventTime": "eventTime text",
           *           "referenceDocumentType": "referenceDocumentType text",
           *           "referenceDocumentNumber": "referenceDocumentNumber text",
           *           "inputTraceabilityLotCode": "inputTraceabilityLotCode text",
           *           "inputProductDescription": "Organic whole milk 1 L",
           *           "inputQuantity": 1.5,
           *           "inputUnitOfMeasure": "inputUnitOfMeasure text",
           *           "eventId": "eventId text"
           *         }
           *       ]
           *     }
           */
          'application/json': {
            /** @enum {boolean} */
            success: true;
            data: components['schemas']['FsmaRecord'][];
          };
          /** @example Critical tracking event,Traceability lot code,Product description,Quantity,Unit of measure,Location description for the immediate previous source,Location description for the immediate subsequent recipient,Location description for where the event took place,Location description for the traceability lot code source,Traceability lot code source reference,Date of the event,Event time (UTC),Reference document type,Reference document number,Traceability lot code of the food used,Product description of the food used,Quantity of the food used,Unit of measure of the food used,Event ID */
          'text/csv': string;
          /** @example (the file’s bytes) */
          'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet': Blob;
        };
      };
      /** @description Not modified: the If-None-Match ETag is still current */
      304: {
        headers: {
          ETag: components['headers']['ETag'];
          RateLimit: components['headers']['RateLimit'];
          'RateLimit-Policy': components['headers']['RateLimit-Policy'];
          [name: string]: unknown;
        };
        content?: never;
      };
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthorized'];
      403: components['responses']['Forbidden'];
      404: components['responses']['NotFound'];
      429: components['responses']['TooManyRequests'];
      500: components['responses']['InternalError'];
      503: components['responses']['Unavailable'];
    };
  };
  getTraceabilityCompleteness: {
    parameters: {
      query?: {
        /** @description Only this company’s line (1: the organisation); 404 when there is none; the supplier scope sees its own */
        companyid?: number;
        /** @description Events at or after (eventTime): a day (`2026-11-01`, midnight UTC) or a date-time with its offset */
        from?: string;
        /** @description Events before (exclusive), as `from`; the window is at most 366 days */
        to?: string;
      };
      header?: {
        /** @description An `ETag` from an earlier answer: a 304 without a body while it is still current */
        'If-None-Match'?: components['parameters']['IfNoneMatch'];
      };
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Success: per supplier: the share of its shipping events carrying every KDE a receiver needs, and what is missing */
      200: {
        headers: {
          ETag: components['headers']['ETag'];
          RateLimit: components['headers']['RateLimit'];
          'RateLimit-Policy': components['headers']['RateLimit-Policy'];
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "success": true,
           *       "data": {
           *         "from": "from text",
           *         "to": "to text",
           *         "suppliers": [
           *           {
           *             "companyid": 2,
           *             "name": "name text",
           *             "shipping": 1,
           *             "complete": 1,
           *             "share": 1,
           *             "counts": {
           *               "traceabilityLotCode": 1,
           *               "quantityAndUnitOfMeasure": 1,
           *               "productDescription": 1,
           *               "immediatePreviousSource": 1,
           *               "receiverLocation": 1,
           *               "date": 1,
           *               "traceabilityLotCodeSource": 1,
           *               "referenceDocument": 1
           *             },
           *             "missing": [
           *               {
           *                 "kde": "traceabilityLotCode",
           *                 "count": 1
           *               }
           *             ]
           *           }
           *         ]
           *       }
           *     }
           */
          'application/json': {
            /** @enum {boolean} */
            success: true;
            data: {
              /** @description The window’s start (eventTime, included), UTC */
              from: string;
              /** @description Its end (excluded), UTC */
              to: string;
              /** @description Lowest share first, then by name */
              suppliers: components['schemas']['TraceabilityCompleteness'][];
            };
          };
        };
      };
      /** @description Not modified: the If-None-Match ETag is still current */
      304: {
        headers: {
          ETag: components['headers']['ETag'];
          RateLimit: components['headers']['RateLimit'];
          'RateLimit-Policy': components['headers']['RateLimit-Policy'];
          [name: string]: unknown;
        };
        content?: never;
      };
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthorized'];
      403: components['responses']['Forbidden'];
      404: components['responses']['NotFound'];
      429: components['responses']['TooManyRequests'];
      500: components['responses']['InternalError'];
      503: components['responses']['Unavailable'];
    };
  };
  getIncidentNotice: {
    parameters: {
      query?: never;
      header?: {
        /** @description An `ETag` from an earlier answer: a 304 without a body while it is still current */
        'If-None-Match'?: components['parameters']['IfNoneMatch'];
      };
      path: {
        /** @description The notice’s acknowledgement link */
        token: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Success: what a notice’s link shows: the incident, the party, the lots, its last report */
      200: {
        headers: {
          ETag: components['headers']['ETag'];
          RateLimit: components['headers']['RateLimit'];
          'RateLimit-Policy': components['headers']['RateLimit-Policy'];
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "success": true,
           *       "data": {
           *         "incident": {
           *           "title": "title text",
           *           "kind": "recall",
           *           "exercise": true,
           *           "hazard": "allergen",
           *           "description": "description text",
           *           "status": "open"
           *         },
           *         "party": {
           *           "name": "name text",
           *           "kind": "kind text"
           *         },
           *         "lots": [
           *           {
           *             "gtin": "5012345678900",
           *             "lot": "lot text",
           *             "productname": "Organic whole milk 1 L"
           *           }
           *         ],
           *         "received": 1.5,
           *         "uom": "uom text",
           *         "acknowledged_at": "2026-03-14 09:30:00",
           *         "report": {
           *           "onhand": 1.5,
           *           "sold": 1.5,
           *           "destroyed": 1.5,
           *           "returned": 1.5,
           *           "note": "note text",
           *           "reported_at": "2026-03-14 09:30:00"
           *         }
           *       }
           *     }
           */
          'application/json': {
            /** @enum {boolean} */
            success: true;
            data: {
              incident: {
                title: string;
                /** @enum {string} */
                kind: 'recall' | 'withdrawal' | 'mock';
                exercise: boolean;
                /** @enum {string} */
                hazard: 'allergen' | 'microbiological' | 'foreign_body' | 'chemical' | 'labelling' | 'other';
                description: string;
                /** @enum {string} */
                status: 'open' | 'notifying' | 'contained' | 'closed';
              };
              party: {
                name: string;
                kind: string;
              };
              lots: {
                gtin: string | null;
                lot: string | null;
                productname: string | null;
              }[];
              received: number | null;
              uom: string | null;
              acknowledged_at: string | null;
              report: {
                onhand: number;
                sold: number;
                destroyed: number;
                returned: number;
                note: string;
                reported_at: string;
              } | null;
            };
          };
        };
      };
      /** @description Not modified: the If-None-Match ETag is still current */
      304: {
        headers: {
          ETag: components['headers']['ETag'];
          RateLimit: components['headers']['RateLimit'];
          'RateLimit-Policy': components['headers']['RateLimit-Policy'];
          [name: string]: unknown;
        };
        content?: never;
      };
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthorized'];
      403: components['responses']['Forbidden'];
      404: components['responses']['NotFound'];
      409: components['responses']['Conflict'];
      429: components['responses']['TooManyRequests'];
      500: components['responses']['InternalError'];
      503: components['responses']['Unavailable'];
    };
  };
  acknowledgeIncidentNotice: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        /** @description The notice’s acknowledgement link */
        token: string;
      };
      cookie?: never;
    };
    /** @description Quantities in the unit of what the party received */
    requestBody: {
      content: {
        /**
         * @example {
         *       "onhand": 1.5,
         *       "sold": 1.5,
         *       "destroyed": 1.5,
         *       "returned": 1.5,
         *       "note": "note text"
         *     }
         */
        'application/json': {
          onhand: number;
          sold: number;
          destroyed: number;
          returned: number;
          note?: string;
        };
      };
    };
    responses: {
      /** @description Success: confirm receipt of a notice and report quantities on hand, sold, destroyed and returned */
      200: {
        headers: {
          RateLimit: components['headers']['RateLimit'];
          'RateLimit-Policy': components['headers']['RateLimit-Policy'];
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "success": true,
           *       "data": {
           *         "report": {
           *           "onhand": 1.5,
           *           "sold": 1.5,
           *           "destroyed": 1.5,
           *           "returned": 1.5,
           *           "note": "note text",
           *           "reported_at": "2026-03-14 09:30:00"
           *         },
           *         "token": "token text"
           *       }
           *     }
           */
          'application/json': {
            /** @enum {boolean} */
            success: true;
            data: {
              report: {
                onhand: number;
                sold: number;
                destroyed: number;
                returned: number;
                note: string;
                reported_at: string;
              };
              /** @description The next link’s token: this one is used; send a correction with it */
              token: string;
            };
          };
        };
      };
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthorized'];
      403: components['responses']['Forbidden'];
      404: components['responses']['NotFound'];
      409: components['responses']['Conflict'];
      413: components['responses']['PayloadTooLarge'];
      415: components['responses']['UnsupportedMediaType'];
      429: components['responses']['TooManyRequests'];
      500: components['responses']['InternalError'];
      503: components['responses']['Unavailable'];
    };
  };
  matchAlert: {
    parameters: {
      query?: never;
      header?: {
        /** @description Why the change is made: kept in the history beside who and when (docs/traceability.md) */
        'X-Change-Reason'?: components['parameters']['ChangeReason'];
      };
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        /**
         * @example {
         *       "source": "FSA",
         *       "reference": "FSA-PRIN-42-2026",
         *       "productname": "Bramley Apples 1kg",
         *       "brand": "Orchard Gold",
         *       "gtins": [
         *         "04012345111118"
         *       ],
         *       "lots": [
         *         "https://id.gs1.org/01/04012345111118/10/L123"
         *       ],
         *       "published": "2026-11-28"
         *     }
         */
        'application/json': {
          /**
           * @description Who raised the alert: a regulator, a feed, a customer
           * @example FSA
           */
          source: string;
          /**
           * @description Its reference at the source
           * @example FSA-PRIN-42-2026
           */
          reference: string;
          /**
           * @description The product as the alert names it: matched by similarity
           * @example Bramley Apples 1kg
           */
          productname?: string;
          /**
           * @description The brand as the alert names it
           * @example Orchard Gold
           */
          brand?: string;
          /** @description Products named by the alert: matched exactly (as GTIN-14) */
          gtins?: string[];
          /** @description Lots named by the alert: matched exactly */
          lots?: string[];
          /**
           * @description When the source published it: an ISO 8601 date or date-time
           * @example 2026-11-28
           */
          published?: string;
        };
      };
    };
    responses: {
      /** @description Success: an alert in (a regulator’s, a feed’s): the specs and lots it matches, to open an incident from */
      200: {
        headers: {
          RateLimit: components['headers']['RateLimit'];
          'RateLimit-Policy': components['headers']['RateLimit-Policy'];
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "success": true,
           *       "data": {
           *         "alert": {
           *           "source": "source text",
           *           "reference": "reference text",
           *           "productname": "Organic whole milk 1 L",
           *           "brand": "brand text",
           *           "gtins": [
           *             "gtins text"
           *           ],
           *           "lots": [
           *             "lots text"
           *           ],
           *           "published": "published text"
           *         },
           *         "matches": [
           *           {
           *             "psid": 2,
           *             "productname": "Organic whole milk 1 L",
           *             "brand": "brand text",
           *             "gtin": "5012345678900",
           *             "companyid": 2,
           *             "suppliername": "Greenfield Dairies Ltd",
           *             "score": 1,
           *             "by": "lot",
           *             "lots": [
           *               {
           *                 "epc": "epc text",
           *                 "gtin": "5012345678900",
           *                 "lot": "lot text"
           *               }
           *             ],
           *             "truncated": true
           *           }
           *         ],
           *         "unmatched": {
           *           "gtins": [
           *             "gtins text"
           *           ],
           *           "lots": [
           *             "lots text"
           *           ]
           *         },
           *         "scope": {
           *           "lots": [
           *             "lots text"
           *           ],
           *           "gtins": [
           *             "gtins text"
           *           ]
           *         }
           *       }
           *     }
           */
          'application/json': {
            /** @enum {boolean} */
            success: true;
            data: {
              /** @description The alert as read */
              alert: {
                source: string;
                reference: string;
                productname: string | null;
                brand: string | null;
                /** @description As GTIN-14, each once */
                gtins: string[];
                /** @description As canonical Digital Links; a lot number alone as sent */
                lots: string[];
                /** @description As sent */
                published: string | null;
              };
              /** @description Exact matches first (score 1: by lot, then by GTIN), then name matches by score; at most 25 name matches */
              matches: components['schemas']['AlertMatch'][];
              /** @description What the alert names that is not ours */
              unmatched: {
                /** @description GTINs of no active spec and no event */
                gtins: string[];
                /** @description Lots without events (a lot number alone: as sent) */
                lots: string[];
              };
              /** @description The exact matches as `POST /incidents` takes its `scope`: the lots matched, and the GTINs matched with no lot of theirs named (name matches are left for a person to confirm) */
              scope: {
                lots: string[];
                gtins: string[];
              };
            };
          };
        };
      };
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthorized'];
      403: components['responses']['Forbidden'];
      413: components['responses']['PayloadTooLarge'];
      415: components['responses']['UnsupportedMediaType'];
      429: components['responses']['TooManyRequests'];
      500: components['responses']['InternalError'];
      503: components['responses']['Unavailable'];
    };
  };
  getIncidentReport: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        /** @description The incident */
        incidentid: number;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description The report */
      200: {
        headers: {
          /** @description How many pages the report has */
          'x-page-count'?: number;
          'Content-Disposition': components['headers']['Content-Disposition'];
          'X-Page-Count': components['headers']['X-Page-Count'];
          RateLimit: components['headers']['RateLimit'];
          'RateLimit-Policy': components['headers']['RateLimit-Policy'];
          [name: string]: unknown;
        };
        content: {
          /** @example (the file’s bytes) */
          'application/pdf': Blob;
        };
      };
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthorized'];
      403: components['responses']['Forbidden'];
      404: components['responses']['NotFound'];
      429: components['responses']['TooManyRequests'];
      500: components['responses']['InternalError'];
      503: components['responses']['Unavailable'];
    };
  };
  listIncidentParties: {
    parameters: {
      query?: never;
      header?: {
        /** @description An `ETag` from an earlier answer: a 304 without a body while it is still current */
        'If-None-Match'?: components['parameters']['IfNoneMatch'];
      };
      path: {
        /** @description The incident */
        incidentid: number;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Success: a list of IncidentParty */
      200: {
        headers: {
          ETag: components['headers']['ETag'];
          RateLimit: components['headers']['RateLimit'];
          'RateLimit-Policy': components['headers']['RateLimit-Policy'];
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "success": true,
           *       "data": [
           *         {
           *           "partyid": 1,
           *           "kind": "wholesaler",
           *           "refid": 1,
           *           "companyid": 2,
           *           "name": "name text",
           *           "email": "ann.baker@example.org",
           *           "received": 1.5,
           *           "uom": "uom text",
           *           "inscope": true,
           *           "notice": {
           *             "noticeid": 1,
           *             "sends": 1,
           *             "sent_at": "2026-03-14 09:30:00",
           *             "resent_at": "2026-03-14 09:30:00",
           *             "due_at": "2026-03-14 09:30:00",
           *             "delivered_at": "2026-03-14 09:30:00",
           *             "webhook": "webhook text",
           *             "email": "ann.baker@example.org",
           *             "acknowledged_at": "2026-03-14 09:30:00",
           *             "overdue": true,
           *             "escalated_at": "2026-03-14 09:30:00"
           *           },
           *           "report": {
           *             "onhand": 1.5,
           *             "sold": 1.5,
           *             "destroyed": 1.5,
           *             "returned": 1.5,
           *             "note": "note text",
           *             "reported_at": "2026-03-14 09:30:00"
           *           },
           *           "reports": 1,
           *           "reported": 1.5,
           *           "accounted_pct": 1.5,
           *           "short": true
           *         }
           *       ]
           *     }
           */
          'application/json': {
            /** @enum {boolean} */
            success: true;
            data: components['schemas']['IncidentParty'][];
          };
        };
      };
      /** @description Not modified: the If-None-Match ETag is still current */
      304: {
        headers: {
          ETag: components['headers']['ETag'];
          RateLimit: components['headers']['RateLimit'];
          'RateLimit-Policy': components['headers']['RateLimit-Policy'];
          [name: string]: unknown;
        };
        content?: never;
      };
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthorized'];
      403: components['responses']['Forbidden'];
      404: components['responses']['NotFound'];
      429: components['responses']['TooManyRequests'];
      500: components['responses']['InternalError'];
      503: components['responses']['Unavailable'];
    };
  };
  getIncidentReconciliation: {
    parameters: {
      query?: never;
      header?: {
        /** @description An `ETag` from an earlier answer: a 304 without a body while it is still current */
        'If-None-Match'?: components['parameters']['IfNoneMatch'];
      };
      path: {
        /** @description The incident */
        incidentid: number;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Success: quantity received (from the events) against quantity reported, per party and in total */
      200: {
        headers: {
          ETag: components['headers']['ETag'];
          RateLimit: components['headers']['RateLimit'];
          'RateLimit-Policy': components['headers']['RateLimit-Policy'];
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "success": true,
           *       "data": {
           *         "received": 1.5,
           *         "reported": 1.5,
           *         "accounted": 1.5,
           *         "accounted_pct": 1.5,
           *         "short": [
           *           1
           *         ],
           *         "parties": [
           *           {
           *             "partyid": 1,
           *             "name": "name text",
           *             "kind": "kind text",
           *             "received": 1.5,
           *             "uom": "uom text",
           *             "reported": 1.5,
           *             "accounted_pct": 1.5,
           *             "short": true
           *           }
           *         ],
           *         "over_time": [
           *           {
           *             "at": "at text",
           *             "accounted_pct": 1.5
           *           }
           *         ]
           *       }
           *     }
           */
          'application/json': {
            /** @enum {boolean} */
            success: true;
            data: {
              received: number;
              reported: number;
              accounted: number;
              accounted_pct: number | null;
              /** @description The parties short of their quantity */
              short: number[];
              parties: {
                /** Format: int32 */
                partyid: number;
                name: string;
                kind: string;
                received: number | null;
                uom: string | null;
                reported: number | null;
                accounted_pct: number | null;
                short: boolean;
              }[];
              over_time: {
                at: string;
                accounted_pct: number;
              }[];
            };
          };
        };
      };
      /** @description Not modified: the If-None-Match ETag is still current */
      304: {
        headers: {
          ETag: components['headers']['ETag'];
          RateLimit: components['headers']['RateLimit'];
          'RateLimit-Policy': components['headers']['RateLimit-Policy'];
          [name: string]: unknown;
        };
        content?: never;
      };
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthorized'];
      403: components['responses']['Forbidden'];
      404: components['responses']['NotFound'];
      429: components['responses']['TooManyRequests'];
      500: components['responses']['InternalError'];
      503: components['responses']['Unavailable'];
    };
  };
  getIncidentTimeline: {
    parameters: {
      query?: never;
      header?: {
        /** @description An `ETag` from an earlier answer: a 304 without a body while it is still current */
        'If-None-Match'?: components['parameters']['IfNoneMatch'];
      };
      path: {
        /** @description The incident */
        incidentid: number;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Success: every step stamped, and the measures: time to scope, to notify all, to the last acknowledgement */
      200: {
        headers: {
          ETag: components['headers']['ETag'];
          RateLimit: components['headers']['RateLimit'];
          'RateLimit-Policy': components['headers']['RateLimit-Policy'];
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "success": true,
           *       "data": {
           *         "steps": [
           *           {
           *             "at": "at text",
           *             "step": "step text",
           *             "partyid": 1,
           *             "party": "party text",
           *             "detail": "detail text"
           *           }
           *         ],
           *         "measures": {
           *           "scope_ms": 1,
           *           "notify_ms": 1,
           *           "last_ack_ms": 1
           *         }
           *       }
           *     }
           */
          'application/json': {
            /** @enum {boolean} */
            success: true;
            data: {
              steps: {
                at: string;
                /** @description opened, scoped, rescoped, notify, notice_sent, delivered, acknowledged, overdue, escalated, contained, closed */
                step: string;
                /** Format: int32 */
                partyid: number | null;
                party: string | null;
                detail: string | null;
              }[];
              measures: {
                /**
                 * Format: int32
                 * @description Time the last scoping took (the forward traces), in ms
                 */
                scope_ms: number;
                /**
                 * Format: int32
                 * @description From the notify to the last notice delivered (webhook) or sent (email), in ms
                 */
                notify_ms: number | null;
                /**
                 * Format: int32
                 * @description From the notify to the last party’s first acknowledgement, in ms
                 */
                last_ack_ms: number | null;
              };
            };
          };
        };
      };
      /** @description Not modified: the If-None-Match ETag is still current */
      304: {
        headers: {
          ETag: components['headers']['ETag'];
          RateLimit: components['headers']['RateLimit'];
          'RateLimit-Policy': components['headers']['RateLimit-Policy'];
          [name: string]: unknown;
        };
        content?: never;
      };
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthorized'];
      403: components['responses']['Forbidden'];
      404: components['responses']['NotFound'];
      429: components['responses']['TooManyRequests'];
      500: components['responses']['InternalError'];
      503: components['responses']['Unavailable'];
    };
  };
  listIncidents: {
    parameters: {
      query?: {
        /** @description From 1 */
        page?: number;
        /** @description Rows per page, at most 200 */
        limit?: number;
        /** @description pagination.nextCursor of the previous page (same filters and limit); replaces page */
        cursor?: string;
        status?: 'open' | 'notifying' | 'contained' | 'closed';
        kind?: 'recall' | 'withdrawal' | 'mock';
      };
      header?: {
        /** @description An `ETag` from an earlier answer: a 304 without a body while it is still current */
        'If-None-Match'?: components['parameters']['IfNoneMatch'];
      };
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Success: a list of Incident */
      200: {
        headers: {
          ETag: components['headers']['ETag'];
          RateLimit: components['headers']['RateLimit'];
          'RateLimit-Policy': components['headers']['RateLimit-Policy'];
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "success": true,
           *       "data": [
           *         {
           *           "incidentid": 1,
           *           "kind": "recall",
           *           "exercise": true,
           *           "title": "title text",
           *           "hazard": "allergen",
           *           "description": "description text",
           *           "severity": 1,
           *           "scope": {
           *             "lots": [
           *               "lots text"
           *             ],
           *             "gtins": [
           *               "04012345111118"
           *             ],
           *             "siteid": 1,
           *             "from": "2026-09-01",
           *             "to": "2026-10-01"
           *           },
           *           "ackwithin": 1,
           *           "status": "open",
           *           "closurenote": "closurenote text",
           *           "openedby": 1,
           *           "opened_at": "2026-03-14 09:30:00",
           *           "scoped_at": "2026-03-14 09:30:00",
           *           "notify_started_at": "2026-03-14 09:30:00",
           *           "contained_at": "2026-03-14 09:30:00",
           *           "closed_at": "2026-03-14 09:30:00",
           *           "lastupdated": "2026-03-14 09:30:00",
           *           "affected": {
           *             "lots": [
           *               {
           *                 "epc": "epc text",
           *                 "gtin": "5012345678900",
           *                 "lot": "lot text",
           *                 "psid": 2,
           *                 "productname": "Organic whole milk 1 L"
           *               }
           *             ],
           *             "specs": [
           *               {
           *                 "psid": 2,
           *                 "productname": "Organic whole milk 1 L",
           *                 "gtin": "5012345678900",
           *                 "companyid": 2
           *               }
           *             ],
           *             "suppliers": [
           *               {
           *                 "companyid": 2,
           *                 "name": "name text"
           *               }
           *             ],
           *             "sites": [
           *               {
           *                 "siteid": 1,
           *                 "gln": "5012345000008",
           *                 "name": "name text",
           *                 "companyid": 2,
           *                 "sitetype": "sitetype text",
           *                 "received": 1.5,
           *                 "uom": "uom text"
           *               }
           *             ],
           *             "wholesalers": [
           *               {
           *                 "wholesalerid": 1,
           *                 "name": "name text",
           *                 "gln": "5012345000008",
           *                 "received": 1.5,
           *                 "uom": "uom text"
           *               }
           *             ]
           *           },
           *           "truncated": true,
           *           "counts": {
           *             "parties": 1,
           *             "notified": 1,
           *             "delivered": 1,
           *             "acknowledged": 1,
           *             "overdue": 1,
           *             "escalated": 1
           *           },
           *           "accounted_pct": 1.5,
           *           "measures": {
           *             "scope_ms": 1,
           *             "notify_ms": 1,
           *             "last_ack_ms": 1
           *           }
           *         }
           *       ],
           *       "pagination": {
           *         "page": 1,
           *         "limit": 1,
           *         "total": 1,
           *         "totalPages": 1,
           *         "nextCursor": "nextCursor text"
           *       }
           *     }
           */
          'application/json': {
            /** @enum {boolean} */
            success: true;
            data: components['schemas']['Incident'][];
            pagination: {
              /** @description null when paging by cursor */
              page: number | null;
              /** Format: int32 */
              limit: number;
              /**
               * Format: int32
               * @description Rows matching the filters, on all pages
               */
              total: number;
              /** Format: int32 */
              totalPages: number;
              /** @description Pass as `cursor` for the next page; null on the last */
              nextCursor: string | null;
            };
          };
        };
      };
      /** @description Not modified: the If-None-Match ETag is still current */
      304: {
        headers: {
          ETag: components['headers']['ETag'];
          RateLimit: components['headers']['RateLimit'];
          'RateLimit-Policy': components['headers']['RateLimit-Policy'];
          [name: string]: unknown;
        };
        content?: never;
      };
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthorized'];
      403: components['responses']['Forbidden'];
      429: components['responses']['TooManyRequests'];
      500: components['responses']['InternalError'];
      503: components['responses']['Unavailable'];
    };
  };
  createIncident: {
    parameters: {
      query?: never;
      header?: {
        /** @description Why the change is made: kept in the history beside who and when (docs/traceability.md) */
        'X-Change-Reason'?: components['parameters']['ChangeReason'];
      };
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        /**
         * @example {
         *       "kind": "recall",
         *       "title": "title text",
         *       "hazard": "allergen",
         *       "description": "description text",
         *       "severity": 1,
         *       "scope": {
         *         "lots": [
         *           "lots text"
         *         ],
         *         "gtins": [
         *           "04012345111118"
         *         ],
         *         "siteid": 1,
         *         "from": "2026-09-01",
         *         "to": "2026-10-01"
         *       },
         *       "ackwithin": 1
         *     }
         */
        'application/json': {
          /**
           * @description `mock`: an exercise, its notices say EXERCISE
           * @enum {string}
           */
          kind: 'recall' | 'withdrawal' | 'mock';
          title: string;
          /** @enum {string} */
          hazard: 'allergen' | 'microbiological' | 'foreign_body' | 'chemical' | 'labelling' | 'other';
          description?: string;
          /**
           * Format: int32
           * @description 1 highest
           */
          severity: number;
          /** @description What the incident concerns: lots, or GTINs and a site narrowed by time; at least lots or gtins */
          scope: {
            /** @description Lots to trace forward from */
            lots?: string[];
            /** @description Every lot of these GTINs seen in the events (within from/to and at siteid when given) */
            gtins?: string[];
            /**
             * Format: int32
             * @description Only lots made or received at this site
             */
            siteid?: number;
            /**
             * @description Lots with events at or after (ISO 8601)
             * @example 2026-09-01
             */
            from?: string;
            /**
             * @description Lots with events before (ISO 8601)
             * @example 2026-10-01
             */
            to?: string;
          };
          /** @description How long a party has to acknowledge its notice: seconds, or text with a unit (`30m`, `2h`, `1d`); at most 30 days. Default: 2 h for a recall or a mock, 24 h for a withdrawal */
          ackwithin?: number | string;
        };
      };
    };
    responses: {
      /** @description Created: Incident */
      201: {
        headers: {
          RateLimit: components['headers']['RateLimit'];
          'RateLimit-Policy': components['headers']['RateLimit-Policy'];
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "success": true,
           *       "data": {
           *         "incidentid": 1,
           *         "kind": "recall",
           *         "exercise": true,
           *         "title": "title text",
           *         "hazard": "allergen",
           *         "description": "description text",
           *         "severity": 1,
           *         "scope": {
           *           "lots": [
           *             "lots text"
           *           ],
           *           "gtins": [
           *             "04012345111118"
           *           ],
           *           "siteid": 1,
           *           "from": "2026-09-01",
           *           "to": "2026-10-01"
           *         },
           *         "ackwithin": 1,
           *         "status": "open",
           *         "closurenote": "closurenote text",
           *         "openedby": 1,
           *         "opened_at": "2026-03-14 09:30:00",
           *         "scoped_at": "2026-03-14 09:30:00",
           *         "notify_started_at": "2026-03-14 09:30:00",
           *         "contained_at": "2026-03-14 09:30:00",
           *         "closed_at": "2026-03-14 09:30:00",
           *         "lastupdated": "2026-03-14 09:30:00",
           *         "affected": {
           *           "lots": [
           *             {
           *               "epc": "epc text",
           *               "gtin": "5012345678900",
           *               "lot": "lot text",
           *               "psid": 2,
           *               "productname": "Organic whole milk 1 L"
           *             }
           *           ],
           *           "specs": [
           *             {
           *               "psid": 2,
           *               "productname": "Organic whole milk 1 L",
           *               "gtin": "5012345678900",
           *               "companyid": 2
           *             }
           *           ],
           *           "suppliers": [
           *             {
           *               "companyid": 2,
           *               "name": "name text"
           *             }
           *           ],
           *           "sites": [
           *             {
           *               "siteid": 1,
           *               "gln": "5012345000008",
           *               "name": "name text",
           *               "companyid": 2,
           *               "sitetype": "sitetype text",
           *               "received": 1.5,
           *               "uom": "uom text"
           *             }
           *           ],
           *           "wholesalers": [
           *             {
           *               "wholesalerid": 1,
           *               "name": "name text",
           *               "gln": "5012345000008",
           *               "received": 1.5,
           *               "uom": "uom text"
           *             }
           *           ]
           *         },
           *         "truncated": true,
           *         "counts": {
           *           "parties": 1,
           *           "notified": 1,
           *           "delivered": 1,
           *           "acknowledged": 1,
           *           "overdue": 1,
           *           "escalated": 1
           *         },
           *         "accounted_pct": 1.5,
           *         "measures": {
           *           "scope_ms": 1,
           *           "notify_ms": 1,
           *           "last_ack_ms": 1
           *         }
           *       }
           *     }
           */
          'application/json': {
            /** @enum {boolean} */
            success: true;
            data: components['schemas']['Incident'];
          };
        };
      };
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthorized'];
      403: components['responses']['Forbidden'];
      413: components['responses']['PayloadTooLarge'];
      415: components['responses']['UnsupportedMediaType'];
      429: components['responses']['TooManyRequests'];
      500: components['responses']['InternalError'];
      503: components['responses']['Unavailable'];
    };
  };
  getIncident: {
    parameters: {
      query?: never;
      header?: {
        /** @description An `ETag` from an earlier answer: a 304 without a body while it is still current */
        'If-None-Match'?: components['parameters']['IfNoneMatch'];
      };
      path: {
        /** @description The incident */
        incidentid: number;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Success: Incident */
      200: {
        headers: {
          ETag: components['headers']['ETag'];
          RateLimit: components['headers']['RateLimit'];
          'RateLimit-Policy': components['headers']['RateLimit-Policy'];
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "success": true,
           *       "data": {
           *         "incidentid": 1,
           *         "kind": "recall",
           *         "exercise": true,
           *         "title": "title text",
           *         "hazard": "allergen",
           *         "description": "description text",
           *         "severity": 1,
           *         "scope": {
           *           "lots": [
           *             "lots text"
           *           ],
           *           "gtins": [
           *             "04012345111118"
           *           ],
           *           "siteid": 1,
           *           "from": "2026-09-01",
           *           "to": "2026-10-01"
           *         },
           *         "ackwithin": 1,
           *         "status": "open",
           *         "closurenote": "closurenote text",
           *         "openedby": 1,
           *         "opened_at": "2026-03-14 09:30:00",
           *         "scoped_at": "2026-03-14 09:30:00",
           *         "notify_started_at": "2026-03-14 09:30:00",
           *         "contained_at": "2026-03-14 09:30:00",
           *         "closed_at": "2026-03-14 09:30:00",
           *         "lastupdated": "2026-03-14 09:30:00",
           *         "affected": {
           *           "lots": [
           *             {
           *               "epc": "epc text",
           *               "gtin": "5012345678900",
           *               "lot": "lot text",
           *               "psid": 2,
           *               "productname": "Organic whole milk 1 L"
           *             }
           *           ],
           *           "specs": [
           *             {
           *               "psid": 2,
           *               "productname": "Organic whole milk 1 L",
           *               "gtin": "5012345678900",
           *               "companyid": 2
           *             }
           *           ],
           *           "suppliers": [
           *             {
           *               "companyid": 2,
           *               "name": "name text"
           *             }
           *           ],
           *           "sites": [
           *             {
           *               "siteid": 1,
           *               "gln": "5012345000008",
           *               "name": "name text",
           *               "companyid": 2,
           *               "sitetype": "sitetype text",
           *               "received": 1.5,
           *               "uom": "uom text"
           *             }
           *           ],
           *           "wholesalers": [
           *             {
           *               "wholesalerid": 1,
           *               "name": "name text",
           *               "gln": "5012345000008",
           *               "received": 1.5,
           *               "uom": "uom text"
           *             }
           *           ]
           *         },
           *         "truncated": true,
           *         "counts": {
           *           "parties": 1,
           *           "notified": 1,
           *           "delivered": 1,
           *           "acknowledged": 1,
           *           "overdue": 1,
           *           "escalated": 1
           *         },
           *         "accounted_pct": 1.5,
           *         "measures": {
           *           "scope_ms": 1,
           *           "notify_ms": 1,
           *           "last_ack_ms": 1
           *         }
           *       }
           *     }
           */
          'application/json': {
            /** @enum {boolean} */
            success: true;
            data: components['schemas']['Incident'];
          };
        };
      };
      /** @description Not modified: the If-None-Match ETag is still current */
      304: {
        headers: {
          ETag: components['headers']['ETag'];
          RateLimit: components['headers']['RateLimit'];
          'RateLimit-Policy': components['headers']['RateLimit-Policy'];
          [name: string]: unknown;
        };
        content?: never;
      };
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthorized'];
      403: components['responses']['Forbidden'];
      404: components['responses']['NotFound'];
      429: components['responses']['TooManyRequests'];
      500: components['responses']['InternalError'];
      503: components['responses']['Unavailable'];
    };
  };
  updateIncidentPut: {
    parameters: {
      query?: never;
      header?: {
        /** @description Why the change is made: kept in the history beside who and when (docs/traceability.md) */
        'X-Change-Reason'?: components['parameters']['ChangeReason'];
      };
      path: {
        /** @description The incident */
        incidentid: number;
      };
      cookie?: never;
    };
    requestBody: {
      content: {
        /**
         * @example {
         *       "title": "title text",
         *       "description": "description text",
         *       "severity": 1,
         *       "ackwithin": 1
         *     }
         */
        'application/json': {
          title?: string;
          description?: string;
          /** Format: int32 */
          severity?: number;
          /** @description How long a party has to acknowledge its notice: seconds, or text with a unit (`30m`, `2h`, `1d`); at most 30 days. Default: 2 h for a recall or a mock, 24 h for a withdrawal */
          ackwithin?: number | string;
        };
      };
    };
    responses: {
      /** @description Success: Incident */
      200: {
        headers: {
          RateLimit: components['headers']['RateLimit'];
          'RateLimit-Policy': components['headers']['RateLimit-Policy'];
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "success": true,
           *       "data": {
           *         "incidentid": 1,
           *         "kind": "recall",
           *         "exercise": true,
           *         "title": "title text",
           *         "hazard": "allergen",
           *         "description": "description text",
           *         "severity": 1,
           *         "scope": {
           *           "lots": [
           *             "lots text"
           *           ],
           *           "gtins": [
           *             "04012345111118"
           *           ],
           *           "siteid": 1,
           *           "from": "2026-09-01",
           *           "to": "2026-10-01"
           *         },
           *         "ackwithin": 1,
           *         "status": "open",
           *         "closurenote": "closurenote text",
           *         "openedby": 1,
           *         "opened_at": "2026-03-14 09:30:00",
           *         "scoped_at": "2026-03-14 09:30:00",
           *         "notify_started_at": "2026-03-14 09:30:00",
           *         "contained_at": "2026-03-14 09:30:00",
           *         "closed_at": "2026-03-14 09:30:00",
           *         "lastupdated": "2026-03-14 09:30:00",
           *         "affected": {
           *           "lots": [
           *             {
           *               "epc": "epc text",
           *               "gtin": "5012345678900",
           *               "lot": "lot text",
           *               "psid": 2,
           *               "productname": "Organic whole milk 1 L"
           *             }
           *           ],
           *           "specs": [
           *             {
           *               "psid": 2,
           *               "productname": "Organic whole milk 1 L",
           *               "gtin": "5012345678900",
           *               "companyid": 2
           *             }
           *           ],
           *           "suppliers": [
           *             {
           *               "companyid": 2,
           *               "name": "name text"
           *             }
           *           ],
           *           "sites": [
           *             {
           *               "siteid": 1,
           *               "gln": "5012345000008",
           *               "name": "name text",
           *               "companyid": 2,
           *               "sitetype": "sitetype text",
           *               "received": 1.5,
           *               "uom": "uom text"
           *             }
           *           ],
           *           "wholesalers": [
           *             {
           *               "wholesalerid": 1,
           *               "name": "name text",
           *               "gln": "5012345000008",
           *               "received": 1.5,
           *               "uom": "uom text"
           *             }
           *           ]
           *         },
           *         "truncated": true,
           *         "counts": {
           *           "parties": 1,
           *           "notified": 1,
           *           "delivered": 1,
           *           "acknowledged": 1,
           *           "overdue": 1,
           *           "escalated": 1
           *         },
           *         "accounted_pct": 1.5,
           *         "measures": {
           *           "scope_ms": 1,
           *           "notify_ms": 1,
           *           "last_ack_ms": 1
           *         }
           *       }
           *     }
           */
          'application/json': {
            /** @enum {boolean} */
            success: true;
            data: components['schemas']['Incident'];
          };
        };
      };
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthorized'];
      403: components['responses']['Forbidden'];
      404: components['responses']['NotFound'];
      409: components['responses']['Conflict'];
      413: components['responses']['PayloadTooLarge'];
      415: components['responses']['UnsupportedMediaType'];
      429: components['responses']['TooManyRequests'];
      500: components['responses']['InternalError'];
      503: components['responses']['Unavailable'];
    };
  };
  updateIncident: {
    parameters: {
      query?: never;
      header?: {
        /** @description Why the change is made: kept in the history beside who and when (docs/traceability.md) */
        'X-Change-Reason'?: components['parameters']['ChangeReason'];
      };
      path: {
        /** @description The incident */
        incidentid: number;
      };
      cookie?: never;
    };
    requestBody: {
      content: {
        /**
         * @example {
         *       "title": "title text",
         *       "description": "description text",
         *       "severity": 1,
         *       "ackwithin": 1
         *     }
         */
        'application/json': {
          title?: string;
          description?: string;
          /** Format: int32 */
          severity?: number;
          /** @description How long a party has to acknowledge its notice: seconds, or text with a unit (`30m`, `2h`, `1d`); at most 30 days. Default: 2 h for a recall or a mock, 24 h for a withdrawal */
          ackwithin?: number | string;
        };
      };
    };
    responses: {
      /** @description Success: Incident */
      200: {
        headers: {
          RateLimit: components['headers']['RateLimit'];
          'RateLimit-Policy': components['headers']['RateLimit-Policy'];
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "success": true,
           *       "data": {
           *         "incidentid": 1,
           *         "kind": "recall",
           *         "exercise": true,
           *         "title": "title text",
           *         "hazard": "allergen",
           *         "description": "description text",
           *         "severity": 1,
           *         "scope": {
           *           "lots": [
           *             "lots text"
           *           ],
           *           "gtins": [
           *             "04012345111118"
           *           ],
           *           "siteid": 1,
           *           "from": "2026-09-01",
           *           "to": "2026-10-01"
           *         },
           *         "ackwithin": 1,
           *         "status": "open",
           *         "closurenote": "closurenote text",
           *         "openedby": 1,
           *         "opened_at": "2026-03-14 09:30:00",
           *         "scoped_at": "2026-03-14 09:30:00",
           *         "notify_started_at": "2026-03-14 09:30:00",
           *         "contained_at": "2026-03-14 09:30:00",
           *         "closed_at": "2026-03-14 09:30:00",
           *         "lastupdated": "2026-03-14 09:30:00",
           *         "affected": {
           *           "lots": [
           *             {
           *               "epc": "epc text",
           *               "gtin": "5012345678900",
           *               "lot": "lot text",
           *               "psid": 2,
           *               "productname": "Organic whole milk 1 L"
           *             }
           *           ],
           *           "specs": [
           *             {
           *               "psid": 2,
           *               "productname": "Organic whole milk 1 L",
           *               "gtin": "5012345678900",
           *               "companyid": 2
           *             }
           *           ],
           *           "suppliers": [
           *             {
           *               "companyid": 2,
           *               "name": "name text"
           *             }
           *           ],
           *           "sites": [
           *             {
           *               "siteid": 1,
           *               "gln": "5012345000008",
           *               "name": "name text",
           *               "companyid": 2,
           *               "sitetype": "sitetype text",
           *               "received": 1.5,
           *               "uom": "uom text"
           *             }
           *           ],
           *           "wholesalers": [
           *             {
           *               "wholesalerid": 1,
           *               "name": "name text",
           *               "gln": "5012345000008",
           *               "received": 1.5,
           *               "uom": "uom text"
           *             }
           *           ]
           *         },
           *         "truncated": true,
           *         "counts": {
           *           "parties": 1,
           *           "notified": 1,
           *           "delivered": 1,
           *           "acknowledged": 1,
           *           "overdue": 1,
           *           "escalated": 1
           *         },
           *         "accounted_pct": 1.5,
           *         "measures": {
           *           "scope_ms": 1,
           *           "notify_ms": 1,
           *           "last_ack_ms": 1
           *         }
           *       }
           *     }
           */
          'application/json': {
            /** @enum {boolean} */
            success: true;
            data: components['schemas']['Incident'];
          };
        };
      };
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthorized'];
      403: components['responses']['Forbidden'];
      404: components['responses']['NotFound'];
      409: components['responses']['Conflict'];
      413: components['responses']['PayloadTooLarge'];
      415: components['responses']['UnsupportedMediaType'];
      429: components['responses']['TooManyRequests'];
      500: components['responses']['InternalError'];
      503: components['responses']['Unavailable'];
    };
  };
  rescopeIncident: {
    parameters: {
      query?: never;
      header?: {
        /** @description Why the change is made: kept in the history beside who and when (docs/traceability.md) */
        'X-Change-Reason'?: components['parameters']['ChangeReason'];
      };
      path: {
        /** @description The incident */
        incidentid: number;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Success: trace the scope again (new events may have arrived) and show what changed */
      200: {
        headers: {
          RateLimit: components['headers']['RateLimit'];
          'RateLimit-Policy': components['headers']['RateLimit-Policy'];
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "success": true,
           *       "data": {
           *         "incident": {
           *           "incidentid": 1,
           *           "kind": "recall",
           *           "exercise": true,
           *           "title": "title text",
           *           "hazard": "allergen",
           *           "description": "description text",
           *           "severity": 1,
           *           "scope": {
           *             "lots": [
           *               "lots text"
           *             ],
           *             "gtins": [
           *               "04012345111118"
           *             ],
           *             "siteid": 1,
           *             "from": "2026-09-01",
           *             "to": "2026-10-01"
           *           },
           *           "ackwithin": 1,
           *           "status": "open",
           *           "closurenote": "closurenote text",
           *           "openedby": 1,
           *           "opened_at": "2026-03-14 09:30:00",
           *           "scoped_at": "2026-03-14 09:30:00",
           *           "notify_started_at": "2026-03-14 09:30:00",
           *           "contained_at": "2026-03-14 09:30:00",
           *           "closed_at": "2026-03-14 09:30:00",
           *           "lastupdated": "2026-03-14 09:30:00",
           *           "affected": {
           *             "lots": [
           *               {
           *                 "epc": "epc text",
           *                 "gtin": "5012345678900",
           *                 "lot": "lot text",
           *                 "psid": 2,
           *                 "productname": "Organic whole milk 1 L"
           *               }
           *             ],
           *             "specs": [
           *               {
           *                 "psid": 2,
           *                 "productname": "Organic whole milk 1 L",
           *                 "gtin": "5012345678900",
           *                 "companyid": 2
           *               }
           *             ],
           *             "suppliers": [
           *               {
           *                 "companyid": 2,
           *                 "name": "name text"
           *               }
           *             ],
           *             "sites": [
           *               {
           *                 "siteid": 1,
           *                 "gln": "5012345000008",
           *                 "name": "name text",
           *                 "companyid": 2,
           *                 "sitetype": "sitetype text",
           *                 "received": 1.5,
           *                 "uom": "uom text"
           *               }
           *             ],
           *             "wholesalers": [
           *               {
           *                 "wholesalerid": 1,
           *                 "name": "name text",
           *                 "gln": "5012345000008",
           *                 "received": 1.5,
           *                 "uom": "uom text"
           *               }
           *             ]
           *           },
           *           "truncated": true,
           *           "counts": {
           *             "parties": 1,
           *             "notified": 1,
           *             "delivered": 1,
           *             "acknowledged": 1,
           *             "overdue": 1,
           *             "escalated": 1
           *           },
           *           "accounted_pct": 1.5,
           *           "measures": {
           *             "scope_ms": 1,
           *             "notify_ms": 1,
           *             "last_ack_ms": 1
           *           }
           *         },
           *         "changes": {
           *           "added": [
           *             {
           *               "partyid": 1,
           *               "kind": "wholesaler",
           *               "refid": 1,
           *               "companyid": 2,
           *               "name": "name text",
           *               "email": "ann.baker@example.org",
           *               "received": 1.5,
           *               "uom": "uom text",
           *               "inscope": true,
           *               "notice": {
           *                 "noticeid": 1,
           *                 "sends": 1,
           *                 "sent_at": "2026-03-14 09:30:00",
           *                 "resent_at": "2026-03-14 09:30:00",
           *                 "due_at": "2026-03-14 09:30:00",
           *                 "delivered_at": "2026-03-14 09:30:00",
           *                 "webhook": "webhook text",
           *                 "email": "ann.baker@example.org",
           *                 "acknowledged_at": "2026-03-14 09:30:00",
           *                 "overdue": true,
           *                 "escalated_at": "2026-03-14 09:30:00"
           *               },
           *               "report": {
           *                 "onhand": 1.5,
           *                 "sold": 1.5,
           *                 "destroyed": 1.5,
           *                 "returned": 1.5,
           *                 "note": "note text",
           *                 "reported_at": "2026-03-14 09:30:00"
           *               },
           *               "reports": 1,
           *               "reported": 1.5,
           *               "accounted_pct": 1.5,
           *               "short": true
           *             }
           *           ],
           *           "removed": [
           *             {
           *               "partyid": 1,
           *               "kind": "wholesaler",
           *               "refid": 1,
           *               "companyid": 2,
           *               "name": "name text",
           *               "email": "ann.baker@example.org",
           *               "received": 1.5,
           *               "uom": "uom text",
           *               "inscope": true,
           *               "notice": {
           *                 "noticeid": 1,
           *                 "sends": 1,
           *                 "sent_at": "2026-03-14 09:30:00",
           *                 "resent_at": "2026-03-14 09:30:00",
           *                 "due_at": "2026-03-14 09:30:00",
           *                 "delivered_at": "2026-03-14 09:30:00",
           *                 "webhook": "webhook text",
           *                 "email": "ann.baker@example.org",
           *                 "acknowledged_at": "2026-03-14 09:30:00",
           *                 "overdue": true,
           *                 "escalated_at": "2026-03-14 09:30:00"
           *               },
           *               "report": {
           *                 "onhand": 1.5,
           *                 "sold": 1.5,
           *                 "destroyed": 1.5,
           *                 "returned": 1.5,
           *                 "note": "note text",
           *                 "reported_at": "2026-03-14 09:30:00"
           *               },
           *               "reports": 1,
           *               "reported": 1.5,
           *               "accounted_pct": 1.5,
           *               "short": true
           *             }
           *           ],
           *           "changed": [
           *             {
           *               "partyid": 1,
           *               "kind": "wholesaler",
           *               "refid": 1,
           *               "companyid": 2,
           *               "name": "name text",
           *               "email": "ann.baker@example.org",
           *               "received": 1.5,
           *               "uom": "uom text",
           *               "inscope": true,
           *               "notice": {
           *                 "noticeid": 1,
           *                 "sends": 1,
           *                 "sent_at": "2026-03-14 09:30:00",
           *                 "resent_at": "2026-03-14 09:30:00",
           *                 "due_at": "2026-03-14 09:30:00",
           *                 "delivered_at": "2026-03-14 09:30:00",
           *                 "webhook": "webhook text",
           *                 "email": "ann.baker@example.org",
           *                 "acknowledged_at": "2026-03-14 09:30:00",
           *                 "overdue": true,
           *                 "escalated_at": "2026-03-14 09:30:00"
           *               },
           *               "report": {
           *                 "onhand": 1.5,
           *                 "sold": 1.5,
           *                 "destroyed": 1.5,
           *                 "returned": 1.5,
           *                 "note": "note text",
           *                 "reported_at": "2026-03-14 09:30:00"
           *               },
           *               "reports": 1,
           *               "reported": 1.5,
           *               "accounted_pct": 1.5,
           *               "short": true
           *             }
           *           ]
           *         }
           *       }
           *     }
           */
          'application/json': {
            /** @enum {boolean} */
            success: true;
            data: {
              incident: components['schemas']['Incident'];
              changes: {
                added: components['schemas']['IncidentParty'][];
                removed: components['schemas']['IncidentParty'][];
                /** @description Parties whose quantity received changed */
                changed: components['schemas']['IncidentParty'][];
              };
            };
          };
        };
      };
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthorized'];
      403: components['responses']['Forbidden'];
      404: components['responses']['NotFound'];
      409: components['responses']['Conflict'];
      413: components['responses']['PayloadTooLarge'];
      415: components['responses']['UnsupportedMediaType'];
      429: components['responses']['TooManyRequests'];
      500: components['responses']['InternalError'];
      503: components['responses']['Unavailable'];
    };
  };
  notifyIncident: {
    parameters: {
      query?: never;
      header?: {
        /** @description Why the change is made: kept in the history beside who and when (docs/traceability.md) */
        'X-Change-Reason'?: components['parameters']['ChangeReason'];
      };
      path: {
        /** @description The incident */
        incidentid: number;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Success: send a notice to every party in scope not yet notified (webhook to a wholesaler, email) */
      200: {
        headers: {
          RateLimit: components['headers']['RateLimit'];
          'RateLimit-Policy': components['headers']['RateLimit-Policy'];
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "success": true,
           *       "data": {
           *         "incident": {
           *           "incidentid": 1,
           *           "kind": "recall",
           *           "exercise": true,
           *           "title": "title text",
           *           "hazard": "allergen",
           *           "description": "description text",
           *           "severity": 1,
           *           "scope": {
           *             "lots": [
           *               "lots text"
           *             ],
           *             "gtins": [
           *               "04012345111118"
           *             ],
           *             "siteid": 1,
           *             "from": "2026-09-01",
           *             "to": "2026-10-01"
           *           },
           *           "ackwithin": 1,
           *           "status": "open",
           *           "closurenote": "closurenote text",
           *           "openedby": 1,
           *           "opened_at": "2026-03-14 09:30:00",
           *           "scoped_at": "2026-03-14 09:30:00",
           *           "notify_started_at": "2026-03-14 09:30:00",
           *           "contained_at": "2026-03-14 09:30:00",
           *           "closed_at": "2026-03-14 09:30:00",
           *           "lastupdated": "2026-03-14 09:30:00",
           *           "affected": {
           *             "lots": [
           *               {
           *                 "epc": "epc text",
           *                 "gtin": "5012345678900",
           *                 "lot": "lot text",
           *                 "psid": 2,
           *                 "productname": "Organic whole milk 1 L"
           *               }
           *             ],
           *             "specs": [
           *               {
           *                 "psid": 2,
           *                 "productname": "Organic whole milk 1 L",
           *                 "gtin": "5012345678900",
           *                 "companyid": 2
           *               }
           *             ],
           *             "suppliers": [
           *               {
           *                 "companyid": 2,
           *                 "name": "name text"
           *               }
           *             ],
           *             "sites": [
           *               {
           *                 "siteid": 1,
           *                 "gln": "5012345000008",
           *                 "name": "name text",
           *                 "companyid": 2,
           *                 "sitetype": "sitetype text",
           *                 "received": 1.5,
           *                 "uom": "uom text"
           *               }
           *             ],
           *             "wholesalers": [
           *               {
           *                 "wholesalerid": 1,
           *                 "name": "name text",
           *                 "gln": "5012345000008",
           *                 "received": 1.5,
           *                 "uom": "uom text"
           *               }
           *             ]
           *           },
           *           "truncated": true,
           *           "counts": {
           *             "parties": 1,
           *             "notified": 1,
           *             "delivered": 1,
           *             "acknowledged": 1,
           *             "overdue": 1,
           *             "escalated": 1
           *           },
           *           "accounted_pct": 1.5,
           *           "measures": {
           *             "scope_ms": 1,
           *             "notify_ms": 1,
           *             "last_ack_ms": 1
           *           }
           *         },
           *         "queued": 1
           *       }
           *     }
           */
          'application/json': {
            /** @enum {boolean} */
            success: true;
            data: {
              incident: components['schemas']['Incident'];
              /**
               * Format: int32
               * @description Notices queued by this call (parties already notified are not again)
               */
              queued: number;
            };
          };
        };
      };
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthorized'];
      403: components['responses']['Forbidden'];
      404: components['responses']['NotFound'];
      409: components['responses']['Conflict'];
      413: components['responses']['PayloadTooLarge'];
      415: components['responses']['UnsupportedMediaType'];
      429: components['responses']['TooManyRequests'];
      500: components['responses']['InternalError'];
      503: components['responses']['Unavailable'];
    };
  };
  containIncident: {
    parameters: {
      query?: never;
      header?: {
        /** @description Why the change is made: kept in the history beside who and when (docs/traceability.md) */
        'X-Change-Reason'?: components['parameters']['ChangeReason'];
      };
      path: {
        /** @description The incident */
        incidentid: number;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Success: Incident */
      200: {
        headers: {
          RateLimit: components['headers']['RateLimit'];
          'RateLimit-Policy': components['headers']['RateLimit-Policy'];
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "success": true,
           *       "data": {
           *         "incidentid": 1,
           *         "kind": "recall",
           *         "exercise": true,
           *         "title": "title text",
           *         "hazard": "allergen",
           *         "description": "description text",
           *         "severity": 1,
           *         "scope": {
           *           "lots": [
           *             "lots text"
           *           ],
           *           "gtins": [
           *             "04012345111118"
           *           ],
           *           "siteid": 1,
           *           "from": "2026-09-01",
           *           "to": "2026-10-01"
           *         },
           *         "ackwithin": 1,
           *         "status": "open",
           *         "closurenote": "closurenote text",
           *         "openedby": 1,
           *         "opened_at": "2026-03-14 09:30:00",
           *         "scoped_at": "2026-03-14 09:30:00",
           *         "notify_started_at": "2026-03-14 09:30:00",
           *         "contained_at": "2026-03-14 09:30:00",
           *         "closed_at": "2026-03-14 09:30:00",
           *         "lastupdated": "2026-03-14 09:30:00",
           *         "affected": {
           *           "lots": [
           *             {
           *               "epc": "epc text",
           *               "gtin": "5012345678900",
           *               "lot": "lot text",
           *               "psid": 2,
           *               "productname": "Organic whole milk 1 L"
           *             }
           *           ],
           *           "specs": [
           *             {
           *               "psid": 2,
           *               "productname": "Organic whole milk 1 L",
           *               "gtin": "5012345678900",
           *               "companyid": 2
           *             }
           *           ],
           *           "suppliers": [
           *             {
           *               "companyid": 2,
           *               "name": "name text"
           *             }
           *           ],
           *           "sites": [
           *             {
           *               "siteid": 1,
           *               "gln": "5012345000008",
           *               "name": "name text",
           *               "companyid": 2,
           *               "sitetype": "sitetype text",
           *               "received": 1.5,
           *               "uom": "uom text"
           *             }
           *           ],
           *           "wholesalers": [
           *             {
           *               "wholesalerid": 1,
           *               "name": "name text",
           *               "gln": "5012345000008",
           *               "received": 1.5,
           *               "uom": "uom text"
           *             }
           *           ]
           *         },
           *         "truncated": true,
           *         "counts": {
           *           "parties": 1,
           *           "notified": 1,
           *           "delivered": 1,
           *           "acknowledged": 1,
           *           "overdue": 1,
           *           "escalated": 1
           *         },
           *         "accounted_pct": 1.5,
           *         "measures": {
           *           "scope_ms": 1,
           *           "notify_ms": 1,
           *           "last_ack_ms": 1
           *         }
           *       }
           *     }
           */
          'application/json': {
            /** @enum {boolean} */
            success: true;
            data: components['schemas']['Incident'];
          };
        };
      };
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthorized'];
      403: components['responses']['Forbidden'];
      404: components['responses']['NotFound'];
      409: components['responses']['Conflict'];
      413: components['responses']['PayloadTooLarge'];
      415: components['responses']['UnsupportedMediaType'];
      429: components['responses']['TooManyRequests'];
      500: components['responses']['InternalError'];
      503: components['responses']['Unavailable'];
    };
  };
  closeIncident: {
    parameters: {
      query?: never;
      header?: {
        /** @description Why the change is made: kept in the history beside who and when (docs/traceability.md) */
        'X-Change-Reason'?: components['parameters']['ChangeReason'];
      };
      path: {
        /** @description The incident */
        incidentid: number;
      };
      cookie?: never;
    };
    requestBody: {
      content: {
        /**
         * @example {
         *       "closurenote": "closurenote text"
         *     }
         */
        'application/json': {
          closurenote: string;
        };
      };
    };
    responses: {
      /** @description Success: Incident */
      200: {
        headers: {
          RateLimit: components['headers']['RateLimit'];
          'RateLimit-Policy': components['headers']['RateLimit-Policy'];
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "success": true,
           *       "data": {
           *         "incidentid": 1,
           *         "kind": "recall",
           *         "exercise": true,
           *         "title": "title text",
           *         "hazard": "allergen",
           *         "description": "description text",
           *         "severity": 1,
           *         "scope": {
           *           "lots": [
           *             "lots text"
           *           ],
           *           "gtins": [
           *             "04012345111118"
           *           ],
           *           "siteid": 1,
           *           "from": "2026-09-01",
           *           "to": "2026-10-01"
           *         },
           *         "ackwithin": 1,
           *         "status": "open",
           *         "closurenote": "closurenote text",
           *         "openedby": 1,
           *         "opened_at": "2026-03-14 09:30:00",
           *         "scoped_at": "2026-03-14 09:30:00",
           *         "notify_started_at": "2026-03-14 09:30:00",
           *         "contained_at": "2026-03-14 09:30:00",
           *         "closed_at": "2026-03-14 09:30:00",
           *         "lastupdated": "2026-03-14 09:30:00",
           *         "affected": {
           *           "lots": [
           *             {
           *               "epc": "epc text",
           *               "gtin": "5012345678900",
           *               "lot": "lot text",
           *               "psid": 2,
           *               "productname": "Organic whole milk 1 L"
           *             }
           *           ],
           *           "specs": [
           *             {
           *               "psid": 2,
           *               "productname": "Organic whole milk 1 L",
           *               "gtin": "5012345678900",
           *               "companyid": 2
           *             }
           *           ],
           *           "suppliers": [
           *             {
           *               "companyid": 2,
           *               "name": "name text"
           *             }
           *           ],
           *           "sites": [
           *             {
           *               "siteid": 1,
           *               "gln": "5012345000008",
           *               "name": "name text",
           *               "companyid": 2,
           *               "sitetype": "sitetype text",
           *               "received": 1.5,
           *               "uom": "uom text"
           *             }
           *           ],
           *           "wholesalers": [
           *             {
           *               "wholesalerid": 1,
           *               "name": "name text",
           *               "gln": "5012345000008",
           *               "received": 1.5,
           *               "uom": "uom text"
           *             }
           *           ]
           *         },
           *         "truncated": true,
           *         "counts": {
           *           "parties": 1,
           *           "notified": 1,
           *           "delivered": 1,
           *           "acknowledged": 1,
           *           "overdue": 1,
           *           "escalated": 1
           *         },
           *         "accounted_pct": 1.5,
           *         "measures": {
           *           "scope_ms": 1,
           *           "notify_ms": 1,
           *           "last_ack_ms": 1
           *         }
           *       }
           *     }
           */
          'application/json': {
            /** @enum {boolean} */
            success: true;
            data: components['schemas']['Incident'];
          };
        };
      };
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthorized'];
      403: components['responses']['Forbidden'];
      404: components['responses']['NotFound'];
      409: components['responses']['Conflict'];
      413: components['responses']['PayloadTooLarge'];
      415: components['responses']['UnsupportedMediaType'];
      429: components['responses']['TooManyRequests'];
      500: components['responses']['InternalError'];
      503: components['responses']['Unavailable'];
    };
  };
  listQuestionnaires: {
    parameters: {
      query?: never;
      header?: {
        /** @description An `ETag` from an earlier answer: a 304 without a body while it is still current */
        'If-None-Match'?: components['parameters']['IfNoneMatch'];
      };
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Success: a list of QuestionnaireSummary */
      200: {
        headers: {
          ETag: components['headers']['ETag'];
          RateLimit: components['headers']['RateLimit'];
          'RateLimit-Policy': components['headers']['RateLimit-Policy'];
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "success": true,
           *       "data": [
           *         {
           *           "templateid": 1,
           *           "name": "name text",
           *           "validity_months": 1,
           *           "is_default": true,
           *           "latest_version": 1,
           *           "latest_status": "draft",
           *           "published_version": 1,
           *           "lastupdated": "2026-03-14 09:30:00"
           *         }
           *       ]
           *     }
           */
          'application/json': {
            /** @enum {boolean} */
            success: true;
            data: components['schemas']['QuestionnaireSummary'][];
          };
        };
      };
      /** @description Not modified: the If-None-Match ETag is still current */
      304: {
        headers: {
          ETag: components['headers']['ETag'];
          RateLimit: components['headers']['RateLimit'];
          'RateLimit-Policy': components['headers']['RateLimit-Policy'];
          [name: string]: unknown;
        };
        content?: never;
      };
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthorized'];
      403: components['responses']['Forbidden'];
      429: components['responses']['TooManyRequests'];
      500: components['responses']['InternalError'];
      503: components['responses']['Unavailable'];
    };
  };
  createQuestionnaire: {
    parameters: {
      query?: never;
      header?: {
        /** @description Makes a retry safe: the first answer is kept 24 hours and a retry with the same key, method, path and body gets it again (with `Idempotent-Replayed: true`); the same key with another request is 422, a retry while the first still runs is 409 */
        'Idempotency-Key'?: components['parameters']['IdempotencyKey'];
        /** @description Why the change is made: kept in the history beside who and when (docs/traceability.md) */
        'X-Change-Reason'?: components['parameters']['ChangeReason'];
      };
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        /**
         * @example {
         *       "name": "Packaging supplier questionnaire",
         *       "validity_months": 24,
         *       "sections": [
         *         {
         *           "title": "Food contact materials",
         *           "questions": [
         *             {
         *               "code": "FCM1",
         *               "text": "Do you hold declarations of compliance for every food contact material?",
         *               "kind": "yesno",
         *               "required": true,
         *               "weight": 3,
         *               "critical": true,
         *               "good": [
         *                 "yes"
         *               ]
         *             },
         *             {
         *               "code": "FCM2",
         *               "text": "Upload a declaration of compliance",
         *               "kind": "file",
         *               "required": false
         *             }
         *           ]
         *         }
         *       ]
         *     }
         */
        'application/json': {
          name: string;
          /**
           * Format: int32
           * @description Months an accepted questionnaire stays valid (default 36)
           */
          validity_months?: number;
          sections: {
            title: string;
            questions: components['schemas']['QuestionnaireQuestion'][];
          }[];
        };
      };
    };
    responses: {
      /** @description Created: Questionnaire */
      201: {
        headers: {
          RateLimit: components['headers']['RateLimit'];
          'RateLimit-Policy': components['headers']['RateLimit-Policy'];
          'Idempotent-Replayed': components['headers']['Idempotent-Replayed'];
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "success": true,
           *       "data": {
           *         "templateid": 1,
           *         "name": "name text",
           *         "validity_months": 1,
           *         "is_default": true,
           *         "version": 1,
           *         "status": "draft",
           *         "published_at": "2026-03-14 09:30:00",
           *         "published_version": 1,
           *         "versions": [
           *           {
           *             "version": 1,
           *             "status": "draft"
           *           }
           *         ],
           *         "sections": [
           *           {
           *             "title": "title text",
           *             "questions": [
           *               {
           *                 "code": "12.5",
           *                 "text": "text text",
           *                 "kind": "yesno",
           *                 "options": [
           *                   "options text",
           *                   "options text"
           *                 ],
           *                 "required": true,
           *                 "weight": 1.5,
           *                 "critical": true,
           *                 "good": [
           *                   "good text"
           *                 ]
           *               }
           *             ]
           *           }
           *         ]
           *       }
           *     }
           */
          'application/json': {
            /** @enum {boolean} */
            success: true;
            data: components['schemas']['Questionnaire'];
          };
        };
      };
      400: components['responses']['BadRequestIdempotent'];
      401: components['responses']['UnauthorizedIdempotent'];
      403: components['responses']['ForbiddenIdempotent'];
      409: components['responses']['ConflictIdempotent'];
      413: components['responses']['PayloadTooLargeIdempotent'];
      415: components['responses']['UnsupportedMediaTypeIdempotent'];
      422: components['responses']['UnprocessableIdempotent'];
      429: components['responses']['TooManyRequestsIdempotent'];
      500: components['responses']['InternalError'];
      503: components['responses']['Unavailable'];
    };
  };
  getQuestionnaire: {
    parameters: {
      query?: {
        /** @description A version number; default the latest (a draft if there is one) */
        version?: number;
      };
      header?: {
        /** @description An `ETag` from an earlier answer: a 304 without a body while it is still current */
        'If-None-Match'?: components['parameters']['IfNoneMatch'];
      };
      path: {
        templateid: number;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Success: Questionnaire */
      200: {
        headers: {
          ETag: components['headers']['ETag'];
          RateLimit: components['headers']['RateLimit'];
          'RateLimit-Policy': components['headers']['RateLimit-Policy'];
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "success": true,
           *       "data": {
           *         "templateid": 1,
           *         "name": "name text",
           *         "validity_months": 1,
           *         "is_default": true,
           *         "version": 1,
           *         "status": "draft",
           *         "published_at": "2026-03-14 09:30:00",
           *         "published_version": 1,
           *         "versions": [
           *           {
           *             "version": 1,
           *             "status": "draft"
           *           }
           *         ],
           *         "sections": [
           *           {
           *             "title": "title text",
           *             "questions": [
           *               {
           *                 "code": "12.5",
           *                 "text": "text text",
           *                 "kind": "yesno",
           *                 "options": [
           *                   "options text",
           *                   "options text"
           *                 ],
           *                 "required": true,
           *                 "weight": 1.5,
           *                 "critical": true,
           *                 "good": [
           *                   "good text"
           *                 ]
           *               }
           *             ]
           *           }
           *         ]
           *       }
           *     }
           */
          'application/json': {
            /** @enum {boolean} */
            success: true;
            data: components['schemas']['Questionnaire'];
          };
        };
      };
      /** @description Not modified: the If-None-Match ETag is still current */
      304: {
        headers: {
          ETag: components['headers']['ETag'];
          RateLimit: components['headers']['RateLimit'];
          'RateLimit-Policy': components['headers']['RateLimit-Policy'];
          [name: string]: unknown;
        };
        content?: never;
      };
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthorized'];
      403: components['responses']['Forbidden'];
      404: components['responses']['NotFound'];
      429: components['responses']['TooManyRequests'];
      500: components['responses']['InternalError'];
      503: components['responses']['Unavailable'];
    };
  };
  updateQuestionnaire: {
    parameters: {
      query?: never;
      header?: {
        /** @description Why the change is made: kept in the history beside who and when (docs/traceability.md) */
        'X-Change-Reason'?: components['parameters']['ChangeReason'];
      };
      path: {
        templateid: number;
      };
      cookie?: never;
    };
    requestBody: {
      content: {
        /**
         * @example {
         *       "name": "Packaging supplier questionnaire (2027)",
         *       "sections": [
         *         {
         *           "title": "Food contact materials",
         *           "questions": [
         *             {
         *               "code": "FCM1",
         *               "text": "Do you hold declarations of compliance for every food contact material?",
         *               "kind": "yesno",
         *               "required": true,
         *               "weight": 3,
         *               "critical": true,
         *               "good": [
         *                 "yes"
         *               ]
         *             },
         *             {
         *               "code": "FCM2",
         *               "text": "Upload a declaration of compliance",
         *               "kind": "file",
         *               "required": false
         *             }
         *           ]
         *         }
         *       ]
         *     }
         */
        'application/json': {
          name?: string;
          /**
           * Format: int32
           * @description Months an accepted questionnaire stays valid (default 36)
           */
          validity_months?: number;
          sections?: {
            title: string;
            questions: components['schemas']['QuestionnaireQuestion'][];
          }[];
        };
      };
    };
    responses: {
      /** @description Success: Questionnaire */
      200: {
        headers: {
          RateLimit: components['headers']['RateLimit'];
          'RateLimit-Policy': components['headers']['RateLimit-Policy'];
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "success": true,
           *       "data": {
           *         "templateid": 1,
           *         "name": "name text",
           *         "validity_months": 1,
           *         "is_default": true,
           *         "version": 1,
           *         "status": "draft",
           *         "published_at": "2026-03-14 09:30:00",
           *         "published_version": 1,
           *         "versions": [
           *           {
           *             "version": 1,
           *             "status": "draft"
           *           }
           *         ],
           *         "sections": [
           *           {
           *             "title": "title text",
           *             "questions": [
           *               {
           *                 "code": "12.5",
           *                 "text": "text text",
           *                 "kind": "yesno",
           *                 "options": [
           *                   "options text",
           *                   "options text"
           *                 ],
           *                 "required": true,
           *                 "weight": 1.5,
           *                 "critical": true,
           *                 "good": [
           *                   "good text"
           *                 ]
           *               }
           *             ]
           *           }
           *         ]
           *       }
           *     }
           */
          'application/json': {
            /** @enum {boolean} */
            success: true;
            data: components['schemas']['Questionnaire'];
          };
        };
      };
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthorized'];
      403: components['responses']['Forbidden'];
      404: components['responses']['NotFound'];
      413: components['responses']['PayloadTooLarge'];
      415: components['responses']['UnsupportedMediaType'];
      429: components['responses']['TooManyRequests'];
      500: components['responses']['InternalError'];
      503: components['responses']['Unavailable'];
    };
  };
  publishQuestionnaire: {
    parameters: {
      query?: never;
      header?: {
        /** @description Why the change is made: kept in the history beside who and when (docs/traceability.md) */
        'X-Change-Reason'?: components['parameters']['ChangeReason'];
      };
      path: {
        templateid: number;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Success: Questionnaire */
      200: {
        headers: {
          RateLimit: components['headers']['RateLimit'];
          'RateLimit-Policy': components['headers']['RateLimit-Policy'];
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "success": true,
           *       "data": {
           *         "templateid": 1,
           *         "name": "name text",
           *         "validity_months": 1,
           *         "is_default": true,
           *         "version": 1,
           *         "status": "draft",
           *         "published_at": "2026-03-14 09:30:00",
           *         "published_version": 1,
           *         "versions": [
           *           {
           *             "version": 1,
           *             "status": "draft"
           *           }
           *         ],
           *         "sections": [
           *           {
           *             "title": "title text",
           *             "questions": [
           *               {
           *                 "code": "12.5",
           *                 "text": "text text",
           *                 "kind": "yesno",
           *                 "options": [
           *                   "options text",
           *                   "options text"
           *                 ],
           *                 "required": true,
           *                 "weight": 1.5,
           *                 "critical": true,
           *                 "good": [
           *                   "good text"
           *                 ]
           *               }
           *             ]
           *           }
           *         ]
           *       }
           *     }
           */
          'application/json': {
            /** @enum {boolean} */
            success: true;
            data: components['schemas']['Questionnaire'];
          };
        };
      };
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthorized'];
      403: components['responses']['Forbidden'];
      404: components['responses']['NotFound'];
      409: components['responses']['Conflict'];
      413: components['responses']['PayloadTooLarge'];
      415: components['responses']['UnsupportedMediaType'];
      429: components['responses']['TooManyRequests'];
      500: components['responses']['InternalError'];
      503: components['responses']['Unavailable'];
    };
  };
  listSupplierQuestionnaires: {
    parameters: {
      query?: never;
      header?: {
        /** @description An `ETag` from an earlier answer: a 304 without a body while it is still current */
        'If-None-Match'?: components['parameters']['IfNoneMatch'];
      };
      path: {
        supplierid: number;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Success: a list of QuestionnaireAssignment */
      200: {
        headers: {
          ETag: components['headers']['ETag'];
          RateLimit: components['headers']['RateLimit'];
          'RateLimit-Policy': components['headers']['RateLimit-Policy'];
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "success": true,
           *       "data": [
           *         {
           *           "assignmentid": 1,
           *           "supplierid": 2,
           *           "companyname": "Greenfield Dairies Ltd",
           *           "templateid": 1,
           *           "name": "name text",
           *           "version": 1,
           *           "status": "Not started",
           *           "due": "2026-04-14",
           *           "overdue": true,
           *           "score": 1.5,
           *           "critical": true,
           *           "submitted_at": "2026-03-14 09:30:00",
           *           "reviewed_at": "2026-03-14 09:30:00",
           *           "expires": "2027-03-13",
           *           "reissue_of": 1,
           *           "created": "2026-03-14 09:30:00"
           *         }
           *       ]
           *     }
           */
          'application/json': {
            /** @enum {boolean} */
            success: true;
            data: components['schemas']['QuestionnaireAssignment'][];
          };
        };
      };
      /** @description Not modified: the If-None-Match ETag is still current */
      304: {
        headers: {
          ETag: components['headers']['ETag'];
          RateLimit: components['headers']['RateLimit'];
          'RateLimit-Policy': components['headers']['RateLimit-Policy'];
          [name: string]: unknown;
        };
        content?: never;
      };
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthorized'];
      403: components['responses']['Forbidden'];
      404: components['responses']['NotFound'];
      429: components['responses']['TooManyRequests'];
      500: components['responses']['InternalError'];
      503: components['responses']['Unavailable'];
    };
  };
  sendQuestionnaire: {
    parameters: {
      query?: never;
      header?: {
        /** @description Makes a retry safe: the first answer is kept 24 hours and a retry with the same key, method, path and body gets it again (with `Idempotent-Replayed: true`); the same key with another request is 422, a retry while the first still runs is 409 */
        'Idempotency-Key'?: components['parameters']['IdempotencyKey'];
        /** @description Why the change is made: kept in the history beside who and when (docs/traceability.md) */
        'X-Change-Reason'?: components['parameters']['ChangeReason'];
      };
      path: {
        supplierid: number;
      };
      cookie?: never;
    };
    requestBody: {
      content: {
        /**
         * @example {
         *       "templateid": 1,
         *       "due": "2030-01-31"
         *     }
         */
        'application/json': {
          /**
           * Format: int32
           * @description A template with a published version
           */
          templateid: number;
          /**
           * Format: date
           * @description YYYY-MM-DD, today or later
           */
          due: string;
        };
      };
    };
    responses: {
      /** @description Created: QuestionnaireAssignmentDetail */
      201: {
        headers: {
          RateLimit: components['headers']['RateLimit'];
          'RateLimit-Policy': components['headers']['RateLimit-Policy'];
          'Idempotent-Replayed': components['headers']['Idempotent-Replayed'];
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "success": true,
           *       "data": {
           *         "assignmentid": 1,
           *         "supplierid": 2,
           *         "companyname": "Greenfield Dairies Ltd",
           *         "templateid": 1,
           *         "name": "name text",
           *         "version": 1,
           *         "status": "Not started",
           *         "due": "2026-04-14",
           *         "overdue": true,
           *         "score": 1.5,
           *         "critical": true,
           *         "submitted_at": "2026-03-14 09:30:00",
           *         "reviewed_at": "2026-03-14 09:30:00",
           *         "expires": "2027-03-13",
           *         "reissue_of": 1,
           *         "created": "2026-03-14 09:30:00",
           *         "sections": [
           *           {
           *             "title": "title text",
           *             "questions": [
           *               {
           *                 "code": "12.5",
           *                 "text": "text text",
           *                 "kind": "yesno",
           *                 "options": [
           *                   "options text",
           *                   "options text"
           *                 ],
           *                 "required": true,
           *                 "weight": 1.5,
           *                 "critical": true,
           *                 "good": [
           *                   "good text"
           *                 ]
           *               }
           *             ]
           *           }
           *         ],
           *         "answers": [
           *           {
           *             "code": "code text",
           *             "value": "yes",
           *             "answered_at": "2026-03-14 09:30:00"
           *           }
           *         ],
           *         "files": [
           *           {
           *             "fileid": 1,
           *             "code": "code text",
           *             "filename": "filename text",
           *             "mime": "mime text",
           *             "size": 1,
           *             "created": "2026-03-14 09:30:00"
           *           }
           *         ],
           *         "reviews": [
           *           {
           *             "decision": "accept",
           *             "comments": "comments text",
           *             "internalnote": "internalnote text",
           *             "score": 1.5,
           *             "critical": true,
           *             "created": "2026-03-14 09:30:00"
           *           }
           *         ],
           *         "preview": {
           *           "score": 1.5,
           *           "critical": true,
           *           "good": [
           *             "good text"
           *           ],
           *           "notgood": [
           *             "notgood text"
           *           ]
           *         }
           *       }
           *     }
           */
          'application/json': {
            /** @enum {boolean} */
            success: true;
            data: components['schemas']['QuestionnaireAssignmentDetail'];
          };
        };
      };
      400: components['responses']['BadRequestIdempotent'];
      401: components['responses']['UnauthorizedIdempotent'];
      403: components['responses']['ForbiddenIdempotent'];
      404: components['responses']['NotFoundIdempotent'];
      409: components['responses']['ConflictIdempotent'];
      413: components['responses']['PayloadTooLargeIdempotent'];
      415: components['responses']['UnsupportedMediaTypeIdempotent'];
      422: components['responses']['UnprocessableIdempotent'];
      429: components['responses']['TooManyRequestsIdempotent'];
      500: components['responses']['InternalError'];
      503: components['responses']['Unavailable'];
    };
  };
  listQuestionnaireAssignments: {
    parameters: {
      query?: {
        /** @description Not started → In progress → Submitted → Accepted | Rejected | Changes requested; Accepted → Expired */
        status?:
          | 'Not started'
          | 'In progress'
          | 'Submitted'
          | 'Accepted'
          | 'Rejected'
          | 'Changes requested'
          | 'Expired'
          | 'Complete';
        supplierid?: number;
        templateid?: number;
        /** @description From 1 */
        page?: number;
        /** @description Rows per page, at most 200 */
        limit?: number;
        /** @description pagination.nextCursor of the previous page (same filters and limit); replaces page */
        cursor?: string;
      };
      header?: {
        /** @description An `ETag` from an earlier answer: a 304 without a body while it is still current */
        'If-None-Match'?: components['parameters']['IfNoneMatch'];
      };
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Success: a list of QuestionnaireAssignment */
      200: {
        headers: {
          ETag: components['headers']['ETag'];
          RateLimit: components['headers']['RateLimit'];
          'RateLimit-Policy': components['headers']['RateLimit-Policy'];
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "success": true,
           *       "data": [
           *         {
           *           "assignmentid": 1,
           *           "supplierid": 2,
           *           "companyname": "Greenfield Dairies Ltd",
           *           "templateid": 1,
           *           "name": "name text",
           *           "version": 1,
           *           "status": "Not started",
           *           "due": "2026-04-14",
           *           "overdue": true,
           *           "score": 1.5,
           *           "critical": true,
           *           "submitted_at": "2026-03-14 09:30:00",
           *           "reviewed_at": "2026-03-14 09:30:00",
           *           "expires": "2027-03-13",
           *           "reissue_of": 1,
           *           "created": "2026-03-14 09:30:00"
           *         }
           *       ],
           *       "pagination": {
           *         "page": 1,
           *         "limit": 1,
           *         "total": 1,
           *         "totalPages": 1,
           *         "nextCursor": "nextCursor text"
           *       }
           *     }
           */
          'application/json': {
            /** @enum {boolean} */
            success: true;
            data: components['schemas']['QuestionnaireAssignment'][];
            pagination: {
              /** @description null when paging by cursor */
              page: number | null;
              /** Format: int32 */
              limit: number;
              /**
               * Format: int32
               * @description Rows matching the filters, on all pages
               */
              total: number;
              /** Format: int32 */
              totalPages: number;
              /** @description Pass as `cursor` for the next page; null on the last */
              nextCursor: string | null;
            };
          };
        };
      };
      /** @description Not modified: the If-None-Match ETag is still current */
      304: {
        headers: {
          ETag: components['headers']['ETag'];
          RateLimit: components['headers']['RateLimit'];
          'RateLimit-Policy': components['headers']['RateLimit-Policy'];
          [name: string]: unknown;
        };
        content?: never;
      };
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthorized'];
      403: components['responses']['Forbidden'];
      429: components['responses']['TooManyRequests'];
      500: components['responses']['InternalError'];
      503: components['responses']['Unavailable'];
    };
  };
  getQuestionnaireAssignment: {
    parameters: {
      query?: never;
      header?: {
        /** @description An `ETag` from an earlier answer: a 304 without a body while it is still current */
        'If-None-Match'?: components['parameters']['IfNoneMatch'];
      };
      path: {
        assignmentid: number;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Success: QuestionnaireAssignmentDetail */
      200: {
        headers: {
          ETag: components['headers']['ETag'];
          RateLimit: components['headers']['RateLimit'];
          'RateLimit-Policy': components['headers']['RateLimit-Policy'];
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "success": true,
           *       "data": {
           *         "assignmentid": 1,
           *         "supplierid": 2,
           *         "companyname": "Greenfield Dairies Ltd",
           *         "templateid": 1,
           *         "name": "name text",
           *         "version": 1,
           *         "status": "Not started",
           *         "due": "2026-04-14",
           *         "overdue": true,
           *         "score": 1.5,
           *         "critical": true,
           *         "submitted_at": "2026-03-14 09:30:00",
           *         "reviewed_at": "2026-03-14 09:30:00",
           *         "expires": "2027-03-13",
           *         "reissue_of": 1,
           *         "created": "2026-03-14 09:30:00",
           *         "sections": [
           *           {
           *             "title": "title text",
           *             "questions": [
           *               {
           *                 "code": "12.5",
           *                 "text": "text text",
           *                 "kind": "yesno",
           *                 "options": [
           *                   "options text",
           *                   "options text"
           *                 ],
           *                 "required": true,
           *                 "weight": 1.5,
           *                 "critical": true,
           *                 "good": [
           *                   "good text"
           *                 ]
           *               }
           *             ]
           *           }
           *         ],
           *         "answers": [
           *           {
           *             "code": "code text",
           *             "value": "yes",
           *             "answered_at": "2026-03-14 09:30:00"
           *           }
           *         ],
           *         "files": [
           *           {
           *             "fileid": 1,
           *             "code": "code text",
           *             "filename": "filename text",
           *             "mime": "mime text",
           *             "size": 1,
           *             "created": "2026-03-14 09:30:00"
           *           }
           *         ],
           *         "reviews": [
           *           {
           *             "decision": "accept",
           *             "comments": "comments text",
           *             "internalnote": "internalnote text",
           *             "score": 1.5,
           *             "critical": true,
           *             "created": "2026-03-14 09:30:00"
           *           }
           *         ],
           *         "preview": {
           *           "score": 1.5,
           *           "critical": true,
           *           "good": [
           *             "good text"
           *           ],
           *           "notgood": [
           *             "notgood text"
           *           ]
           *         }
           *       }
           *     }
           */
          'application/json': {
            /** @enum {boolean} */
            success: true;
            data: components['schemas']['QuestionnaireAssignmentDetail'];
          };
        };
      };
      /** @description Not modified: the If-None-Match ETag is still current */
      304: {
        headers: {
          ETag: components['headers']['ETag'];
          RateLimit: components['headers']['RateLimit'];
          'RateLimit-Policy': components['headers']['RateLimit-Policy'];
          [name: string]: unknown;
        };
        content?: never;
      };
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthorized'];
      403: components['responses']['Forbidden'];
      404: components['responses']['NotFound'];
      429: components['responses']['TooManyRequests'];
      500: components['responses']['InternalError'];
      503: components['responses']['Unavailable'];
    };
  };
  saveQuestionnaireAnswers: {
    parameters: {
      query?: never;
      header?: {
        /** @description Why the change is made: kept in the history beside who and when (docs/traceability.md) */
        'X-Change-Reason'?: components['parameters']['ChangeReason'];
      };
      path: {
        assignmentid: number;
      };
      cookie?: never;
    };
    requestBody: {
      content: {
        /**
         * @example {
         *       "answers": [
         *         {
         *           "code": "FSM1",
         *           "value": "yes"
         *         },
         *         {
         *           "code": "FSM4",
         *           "value": "Jo Bloggs, Technical Manager"
         *         }
         *       ]
         *     }
         */
        'application/json': {
          answers: {
            code: string;
            /** @description yesno "yes" or "no"; choice one of its options (a string); multichoice a list of its options; text a string; number a number; date "YYYY-MM-DD"; file the fileid its upload made; null clears the answer */
            value: unknown;
          }[];
        };
      };
    };
    responses: {
      /** @description Success: QuestionnaireAssignmentDetail */
      200: {
        headers: {
          RateLimit: components['headers']['RateLimit'];
          'RateLimit-Policy': components['headers']['RateLimit-Policy'];
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "success": true,
           *       "data": {
           *         "assignmentid": 1,
           *         "supplierid": 2,
           *         "companyname": "Greenfield Dairies Ltd",
           *         "templateid": 1,
           *         "name": "name text",
           *         "version": 1,
           *         "status": "Not started",
           *         "due": "2026-04-14",
           *         "overdue": true,
           *         "score": 1.5,
           *         "critical": true,
           *         "submitted_at": "2026-03-14 09:30:00",
           *         "reviewed_at": "2026-03-14 09:30:00",
           *         "expires": "2027-03-13",
           *         "reissue_of": 1,
           *         "created": "2026-03-14 09:30:00",
           *         "sections": [
           *           {
           *             "title": "title text",
           *             "questions": [
           *               {
           *                 "code": "12.5",
           *                 "text": "text text",
           *                 "kind": "yesno",
           *                 "options": [
           *                   "options text",
           *                   "options text"
           *                 ],
           *                 "required": true,
           *                 "weight": 1.5,
           *                 "critical": true,
           *                 "good": [
           *                   "good text"
           *                 ]
           *               }
           *             ]
           *           }
           *         ],
           *         "answers": [
           *           {
           *             "code": "code text",
           *             "value": "yes",
           *             "answered_at": "2026-03-14 09:30:00"
           *           }
           *         ],
           *         "files": [
           *           {
           *             "fileid": 1,
           *             "code": "code text",
           *             "filename": "filename text",
           *             "mime": "mime text",
           *             "size": 1,
           *             "created": "2026-03-14 09:30:00"
           *           }
           *         ],
           *         "reviews": [
           *           {
           *             "decision": "accept",
           *             "comments": "comments text",
           *             "internalnote": "internalnote text",
           *             "score": 1.5,
           *             "critical": true,
           *             "created": "2026-03-14 09:30:00"
           *           }
           *         ],
           *         "preview": {
           *           "score": 1.5,
           *           "critical": true,
           *           "good": [
           *             "good text"
           *           ],
           *           "notgood": [
           *             "notgood text"
           *           ]
           *         }
           *       }
           *     }
           */
          'application/json': {
            /** @enum {boolean} */
            success: true;
            data: components['schemas']['QuestionnaireAssignmentDetail'];
          };
        };
      };
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthorized'];
      403: components['responses']['Forbidden'];
      404: components['responses']['NotFound'];
      409: components['responses']['Conflict'];
      413: components['responses']['PayloadTooLarge'];
      415: components['responses']['UnsupportedMediaType'];
      429: components['responses']['TooManyRequests'];
      500: components['responses']['InternalError'];
      503: components['responses']['Unavailable'];
    };
  };
  uploadQuestionnaireFile: {
    parameters: {
      query?: never;
      header?: {
        /** @description Makes a retry safe: the first answer is kept 24 hours and a retry with the same key, method, path and body gets it again (with `Idempotent-Replayed: true`); the same key with another request is 422, a retry while the first still runs is 409 */
        'Idempotency-Key'?: components['parameters']['IdempotencyKey'];
        /** @description Why the change is made: kept in the history beside who and when (docs/traceability.md) */
        'X-Change-Reason'?: components['parameters']['ChangeReason'];
      };
      path: {
        assignmentid: number;
        code: string;
      };
      cookie?: never;
    };
    requestBody: {
      content: {
        'multipart/form-data': {
          /**
           * Format: binary
           * @description The file: PDF, JPEG or PNG, at most 10 MB
           */
          file: Blob;
        };
      };
    };
    responses: {
      /** @description Success: QuestionnaireAssignmentDetail */
      200: {
        headers: {
          RateLimit: components['headers']['RateLimit'];
          'RateLimit-Policy': components['headers']['RateLimit-Policy'];
          'Idempotent-Replayed': components['headers']['Idempotent-Replayed'];
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "success": true,
           *       "data": {
           *         "assignmentid": 1,
           *         "supplierid": 2,
           *         "companyname": "Greenfield Dairies Ltd",
           *         "templateid": 1,
           *         "name": "name text",
           *         "version": 1,
           *         "status": "Not started",
           *         "due": "2026-04-14",
           *         "overdue": true,
           *         "score": 1.5,
           *         "critical": true,
           *         "submitted_at": "2026-03-14 09:30:00",
           *         "reviewed_at": "2026-03-14 09:30:00",
           *         "expires": "2027-03-13",
           *         "reissue_of": 1,
           *         "created": "2026-03-14 09:30:00",
           *         "sections": [
           *           {
           *             "title": "title text",
           *             "questions": [
           *               {
           *                 "code": "12.5",
           *                 "text": "text text",
           *                 "kind": "yesno",
           *                 "options": [
           *                   "options text",
           *                   "options text"
           *                 ],
           *                 "required": true,
           *                 "weight": 1.5,
           *                 "critical": true,
           *                 "good": [
           *                   "good text"
           *                 ]
           *               }
           *             ]
           *           }
           *         ],
           *         "answers": [
           *           {
           *             "code": "code text",
           *             "value": "yes",
           *             "answered_at": "2026-03-14 09:30:00"
           *           }
           *         ],
           *         "files": [
           *           {
           *             "fileid": 1,
           *             "code": "code text",
           *             "filename": "filename text",
           *             "mime": "mime text",
           *             "size": 1,
           *             "created": "2026-03-14 09:30:00"
           *           }
           *         ],
           *         "reviews": [
           *           {
           *             "decision": "accept",
           *             "comments": "comments text",
           *             "internalnote": "internalnote text",
           *             "score": 1.5,
           *             "critical": true,
           *             "created": "2026-03-14 09:30:00"
           *           }
           *         ],
           *         "preview": {
           *           "score": 1.5,
           *           "critical": true,
           *           "good": [
           *             "good text"
           *           ],
           *           "notgood": [
           *             "notgood text"
           *           ]
           *         }
           *       }
           *     }
           */
          'application/json': {
            /** @enum {boolean} */
            success: true;
            data: components['schemas']['QuestionnaireAssignmentDetail'];
          };
        };
      };
      400: components['responses']['BadRequestIdempotent'];
      401: components['responses']['UnauthorizedIdempotent'];
      403: components['responses']['ForbiddenIdempotent'];
      404: components['responses']['NotFoundIdempotent'];
      409: components['responses']['ConflictIdempotent'];
      413: components['responses']['PayloadTooLargeIdempotent'];
      415: components['responses']['UnsupportedMediaTypeIdempotent'];
      422: components['responses']['UnprocessableIdempotent'];
      429: components['responses']['TooManyRequestsIdempotent'];
      500: components['responses']['InternalError'];
      503: components['responses']['Unavailable'];
    };
  };
  getQuestionnaireFile: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        assignmentid: number;
        fileid: number;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description The file */
      200: {
        headers: {
          'Content-Disposition': components['headers']['Content-Disposition'];
          'X-Page-Count': components['headers']['X-Page-Count'];
          RateLimit: components['headers']['RateLimit'];
          'RateLimit-Policy': components['headers']['RateLimit-Policy'];
          [name: string]: unknown;
        };
        content: {
          /** @example (the file’s bytes) */
          'application/pdf': Blob;
          /** @example (the file’s bytes) */
          'image/jpeg': Blob;
          /** @example (the file’s bytes) */
          'image/png': Blob;
        };
      };
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthorized'];
      403: components['responses']['Forbidden'];
      404: components['responses']['NotFound'];
      429: components['responses']['TooManyRequests'];
      500: components['responses']['InternalError'];
      503: components['responses']['Unavailable'];
    };
  };
  submitQuestionnaire: {
    parameters: {
      query?: never;
      header?: {
        /** @description Why the change is made: kept in the history beside who and when (docs/traceability.md) */
        'X-Change-Reason'?: components['parameters']['ChangeReason'];
      };
      path: {
        assignmentid: number;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Success: QuestionnaireAssignmentDetail */
      200: {
        headers: {
          RateLimit: components['headers']['RateLimit'];
          'RateLimit-Policy': components['headers']['RateLimit-Policy'];
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "success": true,
           *       "data": {
           *         "assignmentid": 1,
           *         "supplierid": 2,
           *         "companyname": "Greenfield Dairies Ltd",
           *         "templateid": 1,
           *         "name": "name text",
           *         "version": 1,
           *         "status": "Not started",
           *         "due": "2026-04-14",
           *         "overdue": true,
           *         "score": 1.5,
           *         "critical": true,
           *         "submitted_at": "2026-03-14 09:30:00",
           *         "reviewed_at": "2026-03-14 09:30:00",
           *         "expires": "2027-03-13",
           *         "reissue_of": 1,
           *         "created": "2026-03-14 09:30:00",
           *         "sections": [
           *           {
           *             "title": "title text",
           *             "questions": [
           *               {
           *                 "code": "12.5",
           *                 "text": "text text",
           *                 "kind": "yesno",
           *                 "options": [
           *                   "options text",
           *                   "options text"
           *                 ],
           *                 "required": true,
           *                 "weight": 1.5,
           *                 "critical": true,
           *                 "good": [
           *                   "good text"
           *                 ]
           *               }
           *             ]
           *           }
           *         ],
           *         "answers": [
           *           {
           *             "code": "code text",
           *             "value": "yes",
           *             "answered_at": "2026-03-14 09:30:00"
           *           }
           *         ],
           *         "files": [
           *           {
           *             "fileid": 1,
           *             "code": "code text",
           *             "filename": "filename text",
           *             "mime": "mime text",
           *             "size": 1,
           *             "created": "2026-03-14 09:30:00"
           *           }
           *         ],
           *         "reviews": [
           *           {
           *             "decision": "accept",
           *             "comments": "comments text",
           *             "internalnote": "internalnote text",
           *             "score": 1.5,
           *             "critical": true,
           *             "created": "2026-03-14 09:30:00"
           *           }
           *         ],
           *         "preview": {
           *           "score": 1.5,
           *           "critical": true,
           *           "good": [
           *             "good text"
           *           ],
           *           "notgood": [
           *             "notgood text"
           *           ]
           *         }
           *       }
           *     }
           */
          'application/json': {
            /** @enum {boolean} */
            success: true;
            data: components['schemas']['QuestionnaireAssignmentDetail'];
          };
        };
      };
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthorized'];
      403: components['responses']['Forbidden'];
      404: components['responses']['NotFound'];
      409: components['responses']['Conflict'];
      413: components['responses']['PayloadTooLarge'];
      415: components['responses']['UnsupportedMediaType'];
      422: components['responses']['Unprocessable'];
      429: components['responses']['TooManyRequests'];
      500: components['responses']['InternalError'];
      503: components['responses']['Unavailable'];
    };
  };
  reviewQuestionnaire: {
    parameters: {
      query?: never;
      header?: {
        /** @description Why the change is made: kept in the history beside who and when (docs/traceability.md) */
        'X-Change-Reason'?: components['parameters']['ChangeReason'];
      };
      path: {
        assignmentid: number;
      };
      cookie?: never;
    };
    requestBody: {
      content: {
        /**
         * @example {
         *       "decision": "accept",
         *       "comments": "Thank you: approved.",
         *       "internalnote": "Low risk, no follow-up"
         *     }
         */
        'application/json': {
          /**
           * @description changes: back to the supplier, who submits again
           * @enum {string}
           */
          decision: 'accept' | 'reject' | 'changes';
          /** @description Shown to the supplier */
          comments: string;
          /** @description Never shown to the supplier */
          internalnote?: string;
        };
      };
    };
    responses: {
      /** @description Success: QuestionnaireAssignmentDetail */
      200: {
        headers: {
          RateLimit: components['headers']['RateLimit'];
          'RateLimit-Policy': components['headers']['RateLimit-Policy'];
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "success": true,
           *       "data": {
           *         "assignmentid": 1,
           *         "supplierid": 2,
           *         "companyname": "Greenfield Dairies Ltd",
           *         "templateid": 1,
           *         "name": "name text",
           *         "version": 1,
           *         "status": "Not started",
           *         "due": "2026-04-14",
           *         "overdue": true,
           *         "score": 1.5,
           *         "critical": true,
           *         "submitted_at": "2026-03-14 09:30:00",
           *         "reviewed_at": "2026-03-14 09:30:00",
           *         "expires": "2027-03-13",
           *         "reissue_of": 1,
           *         "created": "2026-03-14 09:30:00",
           *         "sections": [
           *           {
           *             "title": "title text",
           *             "questions": [
           *               {
           *                 "code": "12.5",
           *                 "text": "text text",
           *                 "kind": "yesno",
           *                 "options": [
           *                   "options text",
           *                   "options text"
           *                 ],
           *                 "required": true,
           *                 "weight": 1.5,
           *                 "critical": true,
           *                 "good": [
           *                   "good text"
           *                 ]
           *               }
           *             ]
           *           }
           *         ],
           *         "answers": [
           *           {
           *             "code": "code text",
           *             "value": "yes",
           *             "answered_at": "2026-03-14 09:30:00"
           *           }
           *         ],
           *         "files": [
           *           {
           *             "fileid": 1,
           *             "code": "code text",
           *             "filename": "filename text",
           *             "mime": "mime text",
           *             "size": 1,
           *             "created": "2026-03-14 09:30:00"
           *           }
           *         ],
           *         "reviews": [
           *           {
           *             "decision": "accept",
           *             "comments": "comments text",
           *             "internalnote": "internalnote text",
           *             "score": 1.5,
           *             "critical": true,
           *             "created": "2026-03-14 09:30:00"
           *           }
           *         ],
           *         "preview": {
           *           "score": 1.5,
           *           "critical": true,
           *           "good": [
           *             "good text"
           *           ],
           *           "notgood": [
           *             "notgood text"
           *           ]
           *         }
           *       }
           *     }
           */
          'application/json': {
            /** @enum {boolean} */
            success: true;
            data: components['schemas']['QuestionnaireAssignmentDetail'];
          };
        };
      };
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthorized'];
      403: components['responses']['Forbidden'];
      404: components['responses']['NotFound'];
      409: components['responses']['Conflict'];
      413: components['responses']['PayloadTooLarge'];
      415: components['responses']['UnsupportedMediaType'];
      429: components['responses']['TooManyRequests'];
      500: components['responses']['InternalError'];
      503: components['responses']['Unavailable'];
    };
  };
  getSupplierApproval: {
    parameters: {
      query?: never;
      header?: {
        /** @description An `ETag` from an earlier answer: a 304 without a body while it is still current */
        'If-None-Match'?: components['parameters']['IfNoneMatch'];
      };
      path: {
        /** @description The supplier (its companyid) */
        supplierid: number;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Success: SupplierApproval */
      200: {
        headers: {
          ETag: components['headers']['ETag'];
          RateLimit: components['headers']['RateLimit'];
          'RateLimit-Policy': components['headers']['RateLimit-Policy'];
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "success": true,
           *       "data": {
           *         "supplierid": 2,
           *         "approvalstatus": "pending",
           *         "computed": "pending",
           *         "reasons": [
           *           "reasons text"
           *         ],
           *         "override": "pending",
           *         "override_reason": "override_reason text",
           *         "override_by": 1,
           *         "override_at": "2026-03-14 09:30:00",
           *         "changed_at": "2026-03-14 09:30:00",
           *         "asof": "2026-03-14",
           *         "rules": [
           *           {
           *             "rule": "active",
           *             "effect": "pending",
           *             "applies": true,
           *             "passed": true,
           *             "input": {
           *               "name": null
           *             }
           *           }
           *         ]
           *       }
           *     }
           */
          'application/json': {
            /** @enum {boolean} */
            success: true;
            data: components['schemas']['SupplierApproval'];
          };
        };
      };
      /** @description Not modified: the If-None-Match ETag is still current */
      304: {
        headers: {
          ETag: components['headers']['ETag'];
          RateLimit: components['headers']['RateLimit'];
          'RateLimit-Policy': components['headers']['RateLimit-Policy'];
          [name: string]: unknown;
        };
        content?: never;
      };
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthorized'];
      403: components['responses']['Forbidden'];
      404: components['responses']['NotFound'];
      429: components['responses']['TooManyRequests'];
      500: components['responses']['InternalError'];
      503: components['responses']['Unavailable'];
    };
  };
  overrideSupplierApproval: {
    parameters: {
      query?: never;
      header?: {
        /** @description Why the change is made: kept in the history beside who and when (docs/traceability.md) */
        'X-Change-Reason'?: components['parameters']['ChangeReason'];
      };
      path: {
        /** @description The supplier (its companyid) */
        supplierid: number;
      };
      cookie?: never;
    };
    /** @description A status and its reason sets the override; `status: null` clears it */
    requestBody: {
      content: {
        /**
         * @example {
         *       "status": "conditional",
         *       "reason": "Site visit booked for next month"
         *     }
         */
        'application/json': {
          /**
           * @description pending, approved, conditional, suspended or delisted
           * @enum {string|null}
           */
          status: 'pending' | 'approved' | 'conditional' | 'suspended' | 'delisted' | null;
          reason?: string | null;
        };
      };
    };
    responses: {
      /** @description Success: SupplierApproval */
      200: {
        headers: {
          RateLimit: components['headers']['RateLimit'];
          'RateLimit-Policy': components['headers']['RateLimit-Policy'];
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "success": true,
           *       "data": {
           *         "supplierid": 2,
           *         "approvalstatus": "pending",
           *         "computed": "pending",
           *         "reasons": [
           *           "reasons text"
           *         ],
           *         "override": "pending",
           *         "override_reason": "override_reason text",
           *         "override_by": 1,
           *         "override_at": "2026-03-14 09:30:00",
           *         "changed_at": "2026-03-14 09:30:00",
           *         "asof": "2026-03-14",
           *         "rules": [
           *           {
           *             "rule": "active",
           *             "effect": "pending",
           *             "applies": true,
           *             "passed": true,
           *             "input": {
           *               "name": null
           *             }
           *           }
           *         ]
           *       }
           *     }
           */
          'application/json': {
            /** @enum {boolean} */
            success: true;
            data: components['schemas']['SupplierApproval'];
          };
        };
      };
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthorized'];
      403: components['responses']['Forbidden'];
      404: components['responses']['NotFound'];
      413: components['responses']['PayloadTooLarge'];
      415: components['responses']['UnsupportedMediaType'];
      429: components['responses']['TooManyRequests'];
      500: components['responses']['InternalError'];
      503: components['responses']['Unavailable'];
    };
  };
  getApprovalRules: {
    parameters: {
      query?: never;
      header?: {
        /** @description An `ETag` from an earlier answer: a 304 without a body while it is still current */
        'If-None-Match'?: components['parameters']['IfNoneMatch'];
      };
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Success: ApprovalRules */
      200: {
        headers: {
          ETag: components['headers']['ETag'];
          RateLimit: components['headers']['RateLimit'];
          'RateLimit-Policy': components['headers']['RateLimit-Policy'];
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "success": true,
           *       "data": {
           *         "specguard": "off",
           *         "questionnaireminscore": 1.5,
           *         "evidencerisk": "low",
           *         "unassessedrisk": "low",
           *         "auditmonths": 1,
           *         "auditminscore": 1.5,
           *         "suspendauditscore": 1.5,
           *         "gfsistandards": [
           *           1
           *         ],
           *         "excludedgrades": [
           *           "excludedgr"
           *         ],
           *         "asof": "2026-03-14",
           *         "updated_by": 1,
           *         "updated_at": "2026-03-14 09:30:00"
           *       }
           *     }
           */
          'application/json': {
            /** @enum {boolean} */
            success: true;
            data: components['schemas']['ApprovalRules'];
          };
        };
      };
      /** @description Not modified: the If-None-Match ETag is still current */
      304: {
        headers: {
          ETag: components['headers']['ETag'];
          RateLimit: components['headers']['RateLimit'];
          'RateLimit-Policy': components['headers']['RateLimit-Policy'];
          [name: string]: unknown;
        };
        content?: never;
      };
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthorized'];
      403: components['responses']['Forbidden'];
      429: components['responses']['TooManyRequests'];
      500: components['responses']['InternalError'];
      503: components['responses']['Unavailable'];
    };
  };
  updateApprovalRules: {
    parameters: {
      query?: never;
      header?: {
        /** @description Why the change is made: kept in the history beside who and when (docs/traceability.md) */
        'X-Change-Reason'?: components['parameters']['ChangeReason'];
      };
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        /**
         * @example {
         *       "specguard": "warn",
         *       "auditmonths": 12
         *     }
         */
        'application/json': {
          /**
           * @description Moving a spec of a supplier neither approved nor conditional to Approved: off, warn, block
           * @enum {string}
           */
          specguard?: 'off' | 'warn' | 'block';
          /** @description The accepted questionnaire’s lowest score for approval */
          questionnaireminscore?: number;
          /**
           * @description The risk level from which a GFSI certificate or a recent audit is needed
           * @enum {string}
           */
          evidencerisk?: 'low' | 'medium' | 'high';
          /**
           * @description The risk level a supplier without one is treated as
           * @enum {string}
           */
          unassessedrisk?: 'low' | 'medium' | 'high';
          /**
           * Format: int32
           * @description How recent an audit counts as evidence
           */
          auditmonths?: number;
          /** @description The score an audit needs to count as evidence */
          auditminscore?: number;
          /** @description A last completed audit under this score suspends */
          suspendauditscore?: number;
          /** @description Standards (GET /lookups/standards) whose certificates count: the GFSI-benchmarked ones */
          gfsistandards?: number[];
          /** @description Certificate grades that do not count (compared in capitals) */
          excludedgrades?: string[];
        };
      };
    };
    responses: {
      /** @description Success: ApprovalRules */
      200: {
        headers: {
          RateLimit: components['headers']['RateLimit'];
          'RateLimit-Policy': components['headers']['RateLimit-Policy'];
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "success": true,
           *       "data": {
           *         "specguard": "off",
           *         "questionnaireminscore": 1.5,
           *         "evidencerisk": "low",
           *         "unassessedrisk": "low",
           *         "auditmonths": 1,
           *         "auditminscore": 1.5,
           *         "suspendauditscore": 1.5,
           *         "gfsistandards": [
           *           1
           *         ],
           *         "excludedgrades": [
           *           "excludedgr"
           *         ],
           *         "asof": "2026-03-14",
           *         "updated_by": 1,
           *         "updated_at": "2026-03-14 09:30:00"
           *       }
           *     }
           */
          'application/json': {
            /** @enum {boolean} */
            success: true;
            data: components['schemas']['ApprovalRules'];
          };
        };
      };
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthorized'];
      403: components['responses']['Forbidden'];
      413: components['responses']['PayloadTooLarge'];
      415: components['responses']['UnsupportedMediaType'];
      429: components['responses']['TooManyRequests'];
      500: components['responses']['InternalError'];
      503: components['responses']['Unavailable'];
    };
  };
  getAuditProgrammeRules: {
    parameters: {
      query?: never;
      header?: {
        /** @description An `ETag` from an earlier answer: a 304 without a body while it is still current */
        'If-None-Match'?: components['parameters']['IfNoneMatch'];
      };
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Success: the decision table that sets each supplier site’s next audit due date */
      200: {
        headers: {
          ETag: components['headers']['ETag'];
          RateLimit: components['headers']['RateLimit'];
          'RateLimit-Policy': components['headers']['RateLimit-Policy'];
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "success": true,
           *       "data": {
           *         "high_months": 1,
           *         "medium_months": 1,
           *         "low_months": 1,
           *         "unrated_months": 1,
           *         "score_below": 1.5,
           *         "score_factor": 1,
           *         "grade_cd_months": 1,
           *         "grade_aab_months": 1,
           *         "first_audit_days": 1,
           *         "unannounced": true,
           *         "updated": "2026-03-14 09:30:00",
           *         "updated_by": 1
           *       }
           *     }
           */
          'application/json': {
            /** @enum {boolean} */
            success: true;
            data: {
              /**
               * Format: int32
               * @description High risk (risk level 3): months between audits
               */
              high_months: number;
              /**
               * Format: int32
               * @description Medium risk (risk level 2): months between audits
               */
              medium_months: number;
              /**
               * Format: int32
               * @description Low risk (risk level 1): months between audits
               */
              low_months: number;
              /**
               * Format: int32
               * @description A supplier without a risk level: months between audits
               */
              unrated_months: number;
              /** @description A last audit scoring under this (%) multiplies the risk interval by score_factor */
              score_below: number;
              /** @description The factor of a low score (0.5: halved), rounded to whole months, at least 1 */
              score_factor: number;
              /**
               * Format: int32
               * @description A live BRCGS Food Safety certificate graded C or D: months at most
               */
              grade_cd_months: number;
              /**
               * Format: int32
               * @description A live BRCGS Food Safety certificate graded AA, A or B: months at most
               */
              grade_aab_months: number;
              /**
               * Format: int32
               * @description A site never audited is due this many days after it was added
               */
              first_audit_days: number;
              /** @description Planned audits are unannounced unless the plan says otherwise */
              unannounced: boolean;
              /** @description When the table was last changed (ISO 8601) */
              updated: string;
              /**
               * Format: int32
               * @description Who changed it last; null: never changed
               */
              updated_by: number | null;
            };
          };
        };
      };
      /** @description Not modified: the If-None-Match ETag is still current */
      304: {
        headers: {
          ETag: components['headers']['ETag'];
          RateLimit: components['headers']['RateLimit'];
          'RateLimit-Policy': components['headers']['RateLimit-Policy'];
          [name: string]: unknown;
        };
        content?: never;
      };
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthorized'];
      403: components['responses']['Forbidden'];
      429: components['responses']['TooManyRequests'];
      500: components['responses']['InternalError'];
      503: components['responses']['Unavailable'];
    };
  };
  updateAuditProgrammeRules: {
    parameters: {
      query?: never;
      header?: {
        /** @description Why the change is made: kept in the history beside who and when (docs/traceability.md) */
        'X-Change-Reason'?: components['parameters']['ChangeReason'];
      };
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        /**
         * @example {
         *       "high_months": 12,
         *       "medium_months": 18,
         *       "low_months": 36,
         *       "unrated_months": 12,
         *       "score_below": 75,
         *       "score_factor": 0.5,
         *       "grade_cd_months": 6,
         *       "grade_aab_months": 12,
         *       "first_audit_days": 90,
         *       "unannounced": false
         *     }
         */
        'application/json': {
          /**
           * Format: int32
           * @description High risk (risk level 3): months between audits
           */
          high_months: number;
          /**
           * Format: int32
           * @description Medium risk (risk level 2): months between audits
           */
          medium_months: number;
          /**
           * Format: int32
           * @description Low risk (risk level 1): months between audits
           */
          low_months: number;
          /**
           * Format: int32
           * @description A supplier without a risk level: months between audits
           */
          unrated_months: number;
          /** @description A last audit scoring under this (%) multiplies the risk interval by score_factor */
          score_below: number;
          /** @description The factor of a low score (0.5: halved), rounded to whole months, at least 1 */
          score_factor: number;
          /**
           * Format: int32
           * @description A live BRCGS Food Safety certificate graded C or D: months at most
           */
          grade_cd_months: number;
          /**
           * Format: int32
           * @description A live BRCGS Food Safety certificate graded AA, A or B: months at most
           */
          grade_aab_months: number;
          /**
           * Format: int32
           * @description A site never audited is due this many days after it was added
           */
          first_audit_days: number;
          /** @description Planned audits are unannounced unless the plan says otherwise */
          unannounced: boolean;
        };
      };
    };
    responses: {
      /** @description Success: replace the decision table (Admin); every site’s due date is recomputed in the same transaction */
      200: {
        headers: {
          RateLimit: components['headers']['RateLimit'];
          'RateLimit-Policy': components['headers']['RateLimit-Policy'];
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "success": true,
           *       "data": {
           *         "high_months": 1,
           *         "medium_months": 1,
           *         "low_months": 1,
           *         "unrated_months": 1,
           *         "score_below": 1.5,
           *         "score_factor": 1,
           *         "grade_cd_months": 1,
           *         "grade_aab_months": 1,
           *         "first_audit_days": 1,
           *         "unannounced": true,
           *         "updated": "2026-03-14 09:30:00",
           *         "updated_by": 1,
           *         "sites_moved": 1
           *       }
           *     }
           */
          'application/json': {
            /** @enum {boolean} */
            success: true;
            data: {
              /**
               * Format: int32
               * @description High risk (risk level 3): months between audits
               */
              high_months: number;
              /**
               * Format: int32
               * @description Medium risk (risk level 2): months between audits
               */
              medium_months: number;
              /**
               * Format: int32
               * @description Low risk (risk level 1): months between audits
               */
              low_months: number;
              /**
               * Format: int32
               * @description A supplier without a risk level: months between audits
               */
              unrated_months: number;
              /** @description A last audit scoring under this (%) multiplies the risk interval by score_factor */
              score_below: number;
              /** @description The factor of a low score (0.5: halved), rounded to whole months, at least 1 */
              score_factor: number;
              /**
               * Format: int32
               * @description A live BRCGS Food Safety certificate graded C or D: months at most
               */
              grade_cd_months: number;
              /**
               * Format: int32
               * @description A live BRCGS Food Safety certificate graded AA, A or B: months at most
               */
              grade_aab_months: number;
              /**
               * Format: int32
               * @description A site never audited is due this many days after it was added
               */
              first_audit_days: number;
              /** @description Planned audits are unannounced unless the plan says otherwise */
              unannounced: boolean;
              /** @description When the table was last changed (ISO 8601) */
              updated: string;
              /**
               * Format: int32
               * @description Who changed it last; null: never changed
               */
              updated_by: number | null;
              /**
               * Format: int32
               * @description Sites whose due date, interval or reasons the change moved
               */
              sites_moved: number;
            };
          };
        };
      };
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthorized'];
      403: components['responses']['Forbidden'];
      413: components['responses']['PayloadTooLarge'];
      415: components['responses']['UnsupportedMediaType'];
      429: components['responses']['TooManyRequests'];
      500: components['responses']['InternalError'];
      503: components['responses']['Unavailable'];
    };
  };
  listAuditProgramme: {
    parameters: {
      query?: {
        /** @description planned: an open planned audit; overdue: not planned and past its due date; due: not planned, due today or later */
        status?: 'due' | 'overdue' | 'planned';
        /** @description Date on or after (YYYY-MM-DD): the planned date, else the due date */
        from?: string;
        /** @description Date on or before (YYYY-MM-DD) */
        to?: string;
        /** @description Only this supplier’s sites */
        supplierid?: number;
        /** @description Only the sites whose planned audit this auditor is assigned */
        userid?: number;
        /** @description Order by `date` (the planned date, else the due date: the default), `due_date`, `companyname` or `sitename`. A `-` before the name sorts descending; ties are broken by the id, in the same direction. Omitted: the list's own order. */
        sort?:
          | 'date'
          | '-date'
          | 'due_date'
          | '-due_date'
          | 'companyname'
          | '-companyname'
          | 'sitename'
          | '-sitename';
        /** @description From 1 */
        page?: number;
        /** @description Rows per page, at most 200 */
        limit?: number;
      };
      header?: {
        /** @description An `ETag` from an earlier answer: a 304 without a body while it is still current */
        'If-None-Match'?: components['parameters']['IfNoneMatch'];
      };
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Success: a list of AuditProgrammeSite */
      200: {
        headers: {
          ETag: components['headers']['ETag'];
          RateLimit: components['headers']['RateLimit'];
          'RateLimit-Policy': components['headers']['RateLimit-Policy'];
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "success": true,
           *       "data": [
           *         {
           *           "siteid": 1,
           *           "sitename": "sitename text",
           *           "supplierid": 2,
           *           "companyname": "Greenfield Dairies Ltd",
           *           "riskid": 1,
           *           "status": "due",
           *           "due_date": "2026-04-14",
           *           "days": 1,
           *           "interval_months": 1,
           *           "reasons": [
           *             {
           *               "rule": "risk",
           *               "months": 1,
           *               "decides": true,
           *               "text": "text text"
           *             }
           *           ],
           *           "last_audit": {
           *             "auditid": 1,
           *             "auditdate": "2026-03-14",
           *             "score_pct": 1.5
           *           },
           *           "planned": {
           *             "auditid": 1,
           *             "auditdate": "2026-03-14",
           *             "userid": 1,
           *             "auditor": "auditor text",
           *             "unannounced": true
           *           },
           *           "grade": "grade text"
           *         }
           *       ],
           *       "pagination": {
           *         "page": 1,
           *         "limit": 1,
           *         "total": 1,
           *         "totalPages": 1
           *       },
           *       "asof": "asof text"
           *     }
           */
          'application/json': {
            /** @enum {boolean} */
            success: true;
            data: components['schemas']['AuditProgrammeSite'][];
            pagination: {
              /** Format: int32 */
              page: number;
              /** Format: int32 */
              limit: number;
              /**
               * Format: int32
               * @description Rows matching the filters, on all pages
               */
              total: number;
              /** Format: int32 */
              totalPages: number;
            };
            /** @description The day (YYYY-MM-DD, UTC) statuses and days are computed for */
            asof: string;
          };
        };
      };
      /** @description Not modified: the If-None-Match ETag is still current */
      304: {
        headers: {
          ETag: components['headers']['ETag'];
          RateLimit: components['headers']['RateLimit'];
          'RateLimit-Policy': components['headers']['RateLimit-Policy'];
          [name: string]: unknown;
        };
        content?: never;
      };
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthorized'];
      403: components['responses']['Forbidden'];
      429: components['responses']['TooManyRequests'];
      500: components['responses']['InternalError'];
      503: components['responses']['Unavailable'];
    };
  };
  planAuditProgramme: {
    parameters: {
      query?: never;
      header?: {
        /** @description Makes a retry safe: the first answer is kept 24 hours and a retry with the same key, method, path and body gets it again (with `Idempotent-Replayed: true`); the same key with another request is 422, a retry while the first still runs is 409 */
        'Idempotency-Key'?: components['parameters']['IdempotencyKey'];
        /** @description Why the change is made: kept in the history beside who and when (docs/traceability.md) */
        'X-Change-Reason'?: components['parameters']['ChangeReason'];
      };
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        /**
         * @example {
         *       "days": 30,
         *       "userid": 1,
         *       "unannounced": true
         *     }
         */
        'application/json': {
          /**
           * Format: int32
           * @description Plan every site due within this many days (overdue ones included)
           * @example 30
           */
          days: number;
          /**
           * Format: int32
           * @description The auditor assigned (an active user of the organisation); default: the caller
           */
          userid?: number;
          /** @description Default: the rules’ `unannounced` */
          unannounced?: boolean;
        };
      };
    };
    responses: {
      /** @description Created: create planned audits for every site due within N days, at most once per site and period */
      201: {
        headers: {
          RateLimit: components['headers']['RateLimit'];
          'RateLimit-Policy': components['headers']['RateLimit-Policy'];
          'Idempotent-Replayed': components['headers']['Idempotent-Replayed'];
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "success": true,
           *       "data": {
           *         "planned": 1,
           *         "audits": [
           *           {
           *             "auditid": 1,
           *             "siteid": 1,
           *             "due_date": "2026-04-14",
           *             "auditdate": "2026-03-14"
           *           }
           *         ]
           *       }
           *     }
           */
          'application/json': {
            /** @enum {boolean} */
            success: true;
            data: {
              /**
               * Format: int32
               * @description Audits created by this call (sites already planned are left as they are)
               */
              planned: number;
              audits: {
                /** Format: int32 */
                auditid: number;
                /** Format: int32 */
                siteid: number;
                due_date: string;
                auditdate: string;
              }[];
            };
          };
        };
      };
      400: components['responses']['BadRequestIdempotent'];
      401: components['responses']['UnauthorizedIdempotent'];
      403: components['responses']['ForbiddenIdempotent'];
      409: components['responses']['ConflictIdempotent'];
      413: components['responses']['PayloadTooLargeIdempotent'];
      415: components['responses']['UnsupportedMediaTypeIdempotent'];
      422: components['responses']['UnprocessableIdempotent'];
      429: components['responses']['TooManyRequestsIdempotent'];
      500: components['responses']['InternalError'];
      503: components['responses']['Unavailable'];
    };
  };
  assignPlannedAudit: {
    parameters: {
      query?: never;
      header?: {
        /** @description Makes a retry safe: the first answer is kept 24 hours and a retry with the same key, method, path and body gets it again (with `Idempotent-Replayed: true`); the same key with another request is 422, a retry while the first still runs is 409 */
        'Idempotency-Key'?: components['parameters']['IdempotencyKey'];
        /** @description Why the change is made: kept in the history beside who and when (docs/traceability.md) */
        'X-Change-Reason'?: components['parameters']['ChangeReason'];
      };
      path: {
        /** @description A planned audit, not completed */
        auditid: number;
      };
      cookie?: never;
    };
    requestBody: {
      content: {
        /**
         * @example {
         *       "userid": 1
         *     }
         */
        'application/json': {
          /**
           * Format: int32
           * @description The auditor now assigned (an active user of the organisation)
           */
          userid: number;
        };
      };
    };
    responses: {
      /** @description Success: give a planned audit (not completed) another auditor */
      200: {
        headers: {
          RateLimit: components['headers']['RateLimit'];
          'RateLimit-Policy': components['headers']['RateLimit-Policy'];
          'Idempotent-Replayed': components['headers']['Idempotent-Replayed'];
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "success": true,
           *       "data": {
           *         "auditid": 1,
           *         "userid": 1,
           *         "message": "message text"
           *       }
           *     }
           */
          'application/json': {
            /** @enum {boolean} */
            success: true;
            data: {
              /** Format: int32 */
              auditid: number;
              /** Format: int32 */
              userid: number;
              message: string;
            };
          };
        };
      };
      400: components['responses']['BadRequestIdempotent'];
      401: components['responses']['UnauthorizedIdempotent'];
      403: components['responses']['ForbiddenIdempotent'];
      404: components['responses']['NotFoundIdempotent'];
      409: components['responses']['ConflictIdempotent'];
      413: components['responses']['PayloadTooLargeIdempotent'];
      415: components['responses']['UnsupportedMediaTypeIdempotent'];
      422: components['responses']['UnprocessableIdempotent'];
      429: components['responses']['TooManyRequestsIdempotent'];
      500: components['responses']['InternalError'];
      503: components['responses']['Unavailable'];
    };
  };
  getProductLabel: {
    parameters: {
      query?: {
        /** @description An approved version number; default the working copy */
        version?: number;
      };
      header?: {
        /** @description An `ETag` from an earlier answer: a 304 without a body while it is still current */
        'If-None-Match'?: components['parameters']['IfNoneMatch'];
      };
      path: {
        /** @description psid */
        psid: number;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Success: ProductLabel */
      200: {
        headers: {
          ETag: components['headers']['ETag'];
          RateLimit: components['headers']['RateLimit'];
          'RateLimit-Policy': components['headers']['RateLimit-Policy'];
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "success": true,
           *       "data": {
           *         "psid": 12,
           *         "versionno": 1,
           *         "approved": true,
           *         "draft": false,
           *         "productname": "Oat bar",
           *         "ingredients": {
           *           "statement": {
           *             "text": "Ingredients: Oats (55%), Butter (milk), Golden syrup",
           *             "html": "Ingredients: <strong>Oats</strong> (55%), Butter (<strong>milk</strong>), Golden syrup",
           *             "emphasis": [
           *               {
           *                 "start": 13,
           *                 "end": 17
           *               },
           *               {
           *                 "start": 33,
           *                 "end": 37
           *               }
           *             ],
           *             "maycontain": "May contain: sesame seeds"
           *           },
           *           "derivedallergens": [
           *             {
           *               "allergen": "gluten",
           *               "ingredients": [
           *                 "Oats"
           *               ]
           *             },
           *             {
           *               "allergen": "oats",
           *               "ingredients": [
           *                 "Oats"
           *               ]
           *             },
           *             {
           *               "allergen": "milk",
           *               "ingredients": [
           *                 "Butter"
           *               ]
           *             }
           *           ],
           *           "mismatches": []
           *         },
           *         "nutrition": {
           *           "basis": "per 100 g",
           *           "portionsize": "150",
           *           "per100": {
           *             "kj": "1361.0000",
           *             "kcal": "325.0000",
           *             "fat": "15.0000",
           *             "saturates": "1.5000",
           *             "carbs": "40.0000",
           *             "sugar": "5.1000",
           *             "fibre": "3.0000",
           *             "protein": "6.0000",
           *             "salt": "0.5000"
           *           },
           *           "perportion": {
           *             "kj": "2041.5000",
           *             "kcal": "487.5000",
           *             "fat": "22.5000",
           *             "saturates": "2.2500",
           *             "carbs": "60.0000",
           *             "sugar": "7.6500",
           *             "fibre": "4.5000",
           *             "protein": "9.0000",
           *             "salt": "0.7500"
           *           },
           *           "ri": {
           *             "per100": {
           *               "kj": {
           *                 "percent": 16,
           *                 "text": "16%"
           *               },
           *               "kcal": {
           *                 "percent": 16,
           *                 "text": "16%"
           *               },
           *               "fat": {
           *                 "percent": 21,
           *                 "text": "21%"
           *               },
           *               "saturates": {
           *                 "percent": 8,
           *                 "text": "8%"
           *               },
           *               "carbs": {
           *                 "percent": 15,
           *                 "text": "15%"
           *               },
           *               "sugar": {
           *                 "percent": 6,
           *                 "text": "6%"
           *               },
           *               "protein": {
           *                 "percent": 12,
           *                 "text": "12%"
           *               },
           *               "salt": {
           *                 "percent": 8,
           *                 "text": "8%"
           *               }
           *             },
           *             "perportion": {
           *               "kj": {
           *                 "percent": 24,
           *                 "text": "24%"
           *               },
           *               "kcal": {
           *                 "percent": 24,
           *                 "text": "24%"
           *               },
           *               "fat": {
           *                 "percent": 32,
           *                 "text": "32%"
           *               },
           *               "saturates": {
           *                 "percent": 11,
           *                 "text": "11%"
           *               },
           *               "carbs": {
           *                 "percent": 23,
           *                 "text": "23%"
           *               },
           *               "sugar": {
           *                 "percent": 9,
           *                 "text": "9%"
           *               },
           *               "protein": {
           *                 "percent": 18,
           *                 "text": "18%"
           *               },
           *               "salt": {
           *                 "percent": 13,
           *                 "text": "13%"
           *               }
           *             }
           *           },
           *           "fop": {
           *             "kind": "food",
           *             "per100": {
           *               "fat": "amber",
           *               "saturates": "green",
           *               "sugars": "amber",
           *               "salt": "amber"
           *             },
           *             "perportion": {
           *               "fat": "red",
           *               "saturates": "green",
           *               "sugars": "amber",
           *               "salt": "amber"
           *             }
           *           },
           *           "energycheck": []
           *         },
           *         "nutriscore": {
           *           "score": 6,
           *           "grade": "C",
           *           "negative": [
           *             {
           *               "component": "energykj",
           *               "value": "1361",
           *               "points": 4,
           *               "max": 10
           *             },
           *             {
           *               "component": "sugars",
           *               "value": "5.1",
           *               "points": 1,
           *               "max": 15
           *             },
           *             {
           *               "component": "saturates",
           *               "value": "1.5",
           *               "points": 1,
           *               "max": 10
           *             },
           *             {
           *               "component": "salt",
           *               "value": "0.5",
           *               "points": 2,
           *               "max": 20
           *             }
           *           ],
           *           "positive": [
           *             {
           *               "component": "protein",
           *               "value": "6",
           *               "points": 2,
           *               "max": 7,
           *               "counted": true
           *             },
           *             {
           *               "component": "fibre",
           *               "value": "3",
           *               "points": 0,
           *               "max": 5,
           *               "counted": true
           *             },
           *             {
           *               "component": "fruitvegpulsespct",
           *               "value": "0",
           *               "points": 0,
           *               "max": 5,
           *               "counted": true
           *             }
           *           ],
           *           "negativetotal": 8,
           *           "positivetotal": 2,
           *           "notes": []
           *         }
           *       }
           *     }
           */
          'application/json': {
            /** @enum {boolean} */
            success: true;
            data: components['schemas']['ProductLabel'];
          };
        };
      };
      /** @description Not modified: the If-None-Match ETag is still current */
      304: {
        headers: {
          ETag: components['headers']['ETag'];
          RateLimit: components['headers']['RateLimit'];
          'RateLimit-Policy': components['headers']['RateLimit-Policy'];
          [name: string]: unknown;
        };
        content?: never;
      };
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthorized'];
      403: components['responses']['Forbidden'];
      404: components['responses']['NotFound'];
      429: components['responses']['TooManyRequests'];
      500: components['responses']['InternalError'];
      503: components['responses']['Unavailable'];
    };
  };
  getProductLabelSvg: {
    parameters: {
      query?: {
        /** @description An approved version number; default the working copy */
        version?: number;
        /** @description fop: the front of pack traffic-light strip (default); nutriscore: the Nutri-Score badge */
        part?: 'fop' | 'nutriscore';
      };
      header?: never;
      path: {
        /** @description psid */
        psid: number;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description The drawing */
      200: {
        headers: {
          'Content-Disposition': components['headers']['Content-Disposition'];
          RateLimit: components['headers']['RateLimit'];
          'RateLimit-Policy': components['headers']['RateLimit-Policy'];
          [name: string]: unknown;
        };
        content: {
          /** @example <svg xmlns="http://www.w3.org/2000/svg" role="img">…</svg> */
          'image/svg+xml': string;
        };
      };
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthorized'];
      403: components['responses']['Forbidden'];
      404: components['responses']['NotFound'];
      429: components['responses']['TooManyRequests'];
      500: components['responses']['InternalError'];
      503: components['responses']['Unavailable'];
    };
  };
  getProductLabelPdf: {
    parameters: {
      query?: {
        /** @description An approved version number; default the working copy */
        version?: number;
      };
      header?: never;
      path: {
        /** @description psid */
        psid: number;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description The back of pack panel */
      200: {
        headers: {
          'Content-Disposition': components['headers']['Content-Disposition'];
          'X-Page-Count': components['headers']['X-Page-Count'];
          RateLimit: components['headers']['RateLimit'];
          'RateLimit-Policy': components['headers']['RateLimit-Policy'];
          [name: string]: unknown;
        };
        content: {
          /** @example (the file’s bytes) */
          'application/pdf': Blob;
        };
      };
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthorized'];
      403: components['responses']['Forbidden'];
      404: components['responses']['NotFound'];
      429: components['responses']['TooManyRequests'];
      500: components['responses']['InternalError'];
      503: components['responses']['Unavailable'];
    };
  };
  healthz: {
    parameters: {
      query?: never;
      header?: {
        /** @description An `ETag` from an earlier answer: a 304 without a body while it is still current */
        'If-None-Match'?: components['parameters']['IfNoneMatch'];
      };
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Success: the process is up */
      200: {
        headers: {
          ETag: components['headers']['ETag'];
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "status": "status text"
           *     }
           */
          'application/json': {
            status: string;
          };
        };
      };
      /** @description Not modified: the If-None-Match ETag is still current */
      304: {
        headers: {
          ETag: components['headers']['ETag'];
          [name: string]: unknown;
        };
        content?: never;
      };
      /** @description Validation failed, or the request is malformed (its URL, headers or body) */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Failure'];
        };
      };
      /** @description Unexpected failure */
      500: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Failure'];
        };
      };
    };
  };
  readyz: {
    parameters: {
      query?: never;
      header?: {
        /** @description An `ETag` from an earlier answer: a 304 without a body while it is still current */
        'If-None-Match'?: components['parameters']['IfNoneMatch'];
      };
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Success: the database answers */
      200: {
        headers: {
          ETag: components['headers']['ETag'];
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "status": "status text"
           *     }
           */
          'application/json': {
            status: string;
          };
        };
      };
      /** @description Not modified: the If-None-Match ETag is still current */
      304: {
        headers: {
          ETag: components['headers']['ETag'];
          [name: string]: unknown;
        };
        content?: never;
      };
      /** @description Validation failed, or the request is malformed (its URL, headers or body) */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Failure'];
        };
      };
      /** @description Unexpected failure */
      500: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Failure'];
        };
      };
      /** @description Not ready: the database does not answer */
      503: {
        headers: {
          'Retry-After': components['headers']['Retry-After'];
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            status: string;
          };
        };
      };
    };
  };
  getMedia: {
    parameters: {
      query?: never;
      header?: {
        /** @description An `ETag` from an earlier answer: a 304 without a body while it is still current */
        'If-None-Match'?: components['parameters']['IfNoneMatch'];
      };
      path: {
        token: string;
        filename: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description The photo, in its own type */
      200: {
        headers: {
          ETag: components['headers']['ETag'];
          'Content-Disposition': components['headers']['Content-Disposition'];
          RateLimit: components['headers']['RateLimit'];
          'RateLimit-Policy': components['headers']['RateLimit-Policy'];
          [name: string]: unknown;
        };
        content: {
          /** @example (the file’s bytes) */
          'image/*': Blob;
        };
      };
      /** @description Not modified: the If-None-Match ETag is current */
      304: {
        headers: {
          ETag: components['headers']['ETag'];
          RateLimit: components['headers']['RateLimit'];
          'RateLimit-Policy': components['headers']['RateLimit-Policy'];
          [name: string]: unknown;
        };
        content?: never;
      };
      400: components['responses']['BadRequest'];
      /** @description No such photo (or deleted) */
      404: {
        headers: {
          RateLimit: components['headers']['RateLimit'];
          'RateLimit-Policy': components['headers']['RateLimit-Policy'];
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Failure'];
        };
      };
      429: components['responses']['TooManyRequests'];
      500: components['responses']['InternalError'];
    };
  };
  webhook_supplier_created: {
    parameters: {
      query?: never;
      header: {
        /** @description The event id: the same on every attempt; deduplicate by it */
        'webhook-id': string;
        /** @description Unix seconds when this attempt was signed; refuse one too far from now */
        'webhook-timestamp': string;
        /** @description Space-separated `v1,<base64 HMAC-SHA256 of "<id>.<timestamp>.<body>">`, one per live secret (two during a rotation) */
        'webhook-signature': string;
      };
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': {
          /** @constant */
          type: 'supplier.created';
          /** @description When the event occurred: UTC, ISO 8601 */
          timestamp: string;
          data: components['schemas']['Event'];
        };
      };
    };
    responses: {
      /** @description Received: not sent again */
      '2XX': {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
    };
  };
  webhook_supplier_updated: {
    parameters: {
      query?: never;
      header: {
        /** @description The event id: the same on every attempt; deduplicate by it */
        'webhook-id': string;
        /** @description Unix seconds when this attempt was signed; refuse one too far from now */
        'webhook-timestamp': string;
        /** @description Space-separated `v1,<base64 HMAC-SHA256 of "<id>.<timestamp>.<body>">`, one per live secret (two during a rotation) */
        'webhook-signature': string;
      };
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': {
          /** @constant */
          type: 'supplier.updated';
          /** @description When the event occurred: UTC, ISO 8601 */
          timestamp: string;
          data: components['schemas']['Event'];
        };
      };
    };
    responses: {
      /** @description Received: not sent again */
      '2XX': {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
    };
  };
  webhook_supplier_deleted: {
    parameters: {
      query?: never;
      header: {
        /** @description The event id: the same on every attempt; deduplicate by it */
        'webhook-id': string;
        /** @description Unix seconds when this attempt was signed; refuse one too far from now */
        'webhook-timestamp': string;
        /** @description Space-separated `v1,<base64 HMAC-SHA256 of "<id>.<timestamp>.<body>">`, one per live secret (two during a rotation) */
        'webhook-signature': string;
      };
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': {
          /** @constant */
          type: 'supplier.deleted';
          /** @description When the event occurred: UTC, ISO 8601 */
          timestamp: string;
          data: components['schemas']['Event'];
        };
      };
    };
    responses: {
      /** @description Received: not sent again */
      '2XX': {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
    };
  };
  webhook_newline_created: {
    parameters: {
      query?: never;
      header: {
        /** @description The event id: the same on every attempt; deduplicate by it */
        'webhook-id': string;
        /** @description Unix seconds when this attempt was signed; refuse one too far from now */
        'webhook-timestamp': string;
        /** @description Space-separated `v1,<base64 HMAC-SHA256 of "<id>.<timestamp>.<body>">`, one per live secret (two during a rotation) */
        'webhook-signature': string;
      };
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': {
          /** @constant */
          type: 'newline.created';
          /** @description When the event occurred: UTC, ISO 8601 */
          timestamp: string;
          data: components['schemas']['Event'];
        };
      };
    };
    responses: {
      /** @description Received: not sent again */
      '2XX': {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
    };
  };
  webhook_newline_updated: {
    parameters: {
      query?: never;
      header: {
        /** @description The event id: the same on every attempt; deduplicate by it */
        'webhook-id': string;
        /** @description Unix seconds when this attempt was signed; refuse one too far from now */
        'webhook-timestamp': string;
        /** @description Space-separated `v1,<base64 HMAC-SHA256 of "<id>.<timestamp>.<body>">`, one per live secret (two during a rotation) */
        'webhook-signature': string;
      };
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': {
          /** @constant */
          type: 'newline.updated';
          /** @description When the event occurred: UTC, ISO 8601 */
          timestamp: string;
          data: components['schemas']['Event'];
        };
      };
    };
    responses: {
      /** @description Received: not sent again */
      '2XX': {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
    };
  };
  webhook_newline_deleted: {
    parameters: {
      query?: never;
      header: {
        /** @description The event id: the same on every attempt; deduplicate by it */
        'webhook-id': string;
        /** @description Unix seconds when this attempt was signed; refuse one too far from now */
        'webhook-timestamp': string;
        /** @description Space-separated `v1,<base64 HMAC-SHA256 of "<id>.<timestamp>.<body>">`, one per live secret (two during a rotation) */
        'webhook-signature': string;
      };
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': {
          /** @constant */
          type: 'newline.deleted';
          /** @description When the event occurred: UTC, ISO 8601 */
          timestamp: string;
          data: components['schemas']['Event'];
        };
      };
    };
    responses: {
      /** @description Received: not sent again */
      '2XX': {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
    };
  };
  webhook_product_created: {
    parameters: {
      query?: never;
      header: {
        /** @description The event id: the same on every attempt; deduplicate by it */
        'webhook-id': string;
        /** @description Unix seconds when this attempt was signed; refuse one too far from now */
        'webhook-timestamp': string;
        /** @description Space-separated `v1,<base64 HMAC-SHA256 of "<id>.<timestamp>.<body>">`, one per live secret (two during a rotation) */
        'webhook-signature': string;
      };
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': {
          /** @constant */
          type: 'product.created';
          /** @description When the event occurred: UTC, ISO 8601 */
          timestamp: string;
          data: components['schemas']['Event'];
        };
      };
    };
    responses: {
      /** @description Received: not sent again */
      '2XX': {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
    };
  };
  webhook_product_updated: {
    parameters: {
      query?: never;
      header: {
        /** @description The event id: the same on every attempt; deduplicate by it */
        'webhook-id': string;
        /** @description Unix seconds when this attempt was signed; refuse one too far from now */
        'webhook-timestamp': string;
        /** @description Space-separated `v1,<base64 HMAC-SHA256 of "<id>.<timestamp>.<body>">`, one per live secret (two during a rotation) */
        'webhook-signature': string;
      };
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': {
          /** @constant */
          type: 'product.updated';
          /** @description When the event occurred: UTC, ISO 8601 */
          timestamp: string;
          data: components['schemas']['Event'];
        };
      };
    };
    responses: {
      /** @description Received: not sent again */
      '2XX': {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
    };
  };
  webhook_product_status_changed: {
    parameters: {
      query?: never;
      header: {
        /** @description The event id: the same on every attempt; deduplicate by it */
        'webhook-id': string;
        /** @description Unix seconds when this attempt was signed; refuse one too far from now */
        'webhook-timestamp': string;
        /** @description Space-separated `v1,<base64 HMAC-SHA256 of "<id>.<timestamp>.<body>">`, one per live secret (two during a rotation) */
        'webhook-signature': string;
      };
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': {
          /** @constant */
          type: 'product.status_changed';
          /** @description When the event occurred: UTC, ISO 8601 */
          timestamp: string;
          data: components['schemas']['Event'];
        };
      };
    };
    responses: {
      /** @description Received: not sent again */
      '2XX': {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
    };
  };
  webhook_product_approved: {
    parameters: {
      query?: never;
      header: {
        /** @description The event id: the same on every attempt; deduplicate by it */
        'webhook-id': string;
        /** @description Unix seconds when this attempt was signed; refuse one too far from now */
        'webhook-timestamp': string;
        /** @description Space-separated `v1,<base64 HMAC-SHA256 of "<id>.<timestamp>.<body>">`, one per live secret (two during a rotation) */
        'webhook-signature': string;
      };
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': {
          /** @constant */
          type: 'product.approved';
          /** @description When the event occurred: UTC, ISO 8601 */
          timestamp: string;
          data: components['schemas']['Event'];
        };
      };
    };
    responses: {
      /** @description Received: not sent again */
      '2XX': {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
    };
  };
  webhook_allergens_updated: {
    parameters: {
      query?: never;
      header: {
        /** @description The event id: the same on every attempt; deduplicate by it */
        'webhook-id': string;
        /** @description Unix seconds when this attempt was signed; refuse one too far from now */
        'webhook-timestamp': string;
        /** @description Space-separated `v1,<base64 HMAC-SHA256 of "<id>.<timestamp>.<body>">`, one per live secret (two during a rotation) */
        'webhook-signature': string;
      };
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': {
          /** @constant */
          type: 'allergens.updated';
          /** @description When the event occurred: UTC, ISO 8601 */
          timestamp: string;
          data: components['schemas']['Event'];
        };
      };
    };
    responses: {
      /** @description Received: not sent again */
      '2XX': {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
    };
  };
  webhook_nutrition_updated: {
    parameters: {
      query?: never;
      header: {
        /** @description The event id: the same on every attempt; deduplicate by it */
        'webhook-id': string;
        /** @description Unix seconds when this attempt was signed; refuse one too far from now */
        'webhook-timestamp': string;
        /** @description Space-separated `v1,<base64 HMAC-SHA256 of "<id>.<timestamp>.<body>">`, one per live secret (two during a rotation) */
        'webhook-signature': string;
      };
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': {
          /** @constant */
          type: 'nutrition.updated';
          /** @description When the event occurred: UTC, ISO 8601 */
          timestamp: string;
          data: components['schemas']['Event'];
        };
      };
    };
    responses: {
      /** @description Received: not sent again */
      '2XX': {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
    };
  };
  webhook_audit_created: {
    parameters: {
      query?: never;
      header: {
        /** @description The event id: the same on every attempt; deduplicate by it */
        'webhook-id': string;
        /** @description Unix seconds when this attempt was signed; refuse one too far from now */
        'webhook-timestamp': string;
        /** @description Space-separated `v1,<base64 HMAC-SHA256 of "<id>.<timestamp>.<body>">`, one per live secret (two during a rotation) */
        'webhook-signature': string;
      };
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': {
          /** @constant */
          type: 'audit.created';
          /** @description When the event occurred: UTC, ISO 8601 */
          timestamp: string;
          data: components['schemas']['Event'];
        };
      };
    };
    responses: {
      /** @description Received: not sent again */
      '2XX': {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
    };
  };
  webhook_audit_updated: {
    parameters: {
      query?: never;
      header: {
        /** @description The event id: the same on every attempt; deduplicate by it */
        'webhook-id': string;
        /** @description Unix seconds when this attempt was signed; refuse one too far from now */
        'webhook-timestamp': string;
        /** @description Space-separated `v1,<base64 HMAC-SHA256 of "<id>.<timestamp>.<body>">`, one per live secret (two during a rotation) */
        'webhook-signature': string;
      };
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': {
          /** @constant */
          type: 'audit.updated';
          /** @description When the event occurred: UTC, ISO 8601 */
          timestamp: string;
          data: components['schemas']['Event'];
        };
      };
    };
    responses: {
      /** @description Received: not sent again */
      '2XX': {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
    };
  };
  webhook_audit_answer_saved: {
    parameters: {
      query?: never;
      header: {
        /** @description The event id: the same on every attempt; deduplicate by it */
        'webhook-id': string;
        /** @description Unix seconds when this attempt was signed; refuse one too far from now */
        'webhook-timestamp': string;
        /** @description Space-separated `v1,<base64 HMAC-SHA256 of "<id>.<timestamp>.<body>">`, one per live secret (two during a rotation) */
        'webhook-signature': string;
      };
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': {
          /** @constant */
          type: 'audit.answer_saved';
          /** @description When the event occurred: UTC, ISO 8601 */
          timestamp: string;
          data: components['schemas']['Event'];
        };
      };
    };
    responses: {
      /** @description Received: not sent again */
      '2XX': {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
    };
  };
  webhook_audit_completed: {
    parameters: {
      query?: never;
      header: {
        /** @description The event id: the same on every attempt; deduplicate by it */
        'webhook-id': string;
        /** @description Unix seconds when this attempt was signed; refuse one too far from now */
        'webhook-timestamp': string;
        /** @description Space-separated `v1,<base64 HMAC-SHA256 of "<id>.<timestamp>.<body>">`, one per live secret (two during a rotation) */
        'webhook-signature': string;
      };
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': {
          /** @constant */
          type: 'audit.completed';
          /** @description When the event occurred: UTC, ISO 8601 */
          timestamp: string;
          data: components['schemas']['Event'];
        };
      };
    };
    responses: {
      /** @description Received: not sent again */
      '2XX': {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
    };
  };
  webhook_photo_added: {
    parameters: {
      query?: never;
      header: {
        /** @description The event id: the same on every attempt; deduplicate by it */
        'webhook-id': string;
        /** @description Unix seconds when this attempt was signed; refuse one too far from now */
        'webhook-timestamp': string;
        /** @description Space-separated `v1,<base64 HMAC-SHA256 of "<id>.<timestamp>.<body>">`, one per live secret (two during a rotation) */
        'webhook-signature': string;
      };
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': {
          /** @constant */
          type: 'photo.added';
          /** @description When the event occurred: UTC, ISO 8601 */
          timestamp: string;
          data: components['schemas']['Event'];
        };
      };
    };
    responses: {
      /** @description Received: not sent again */
      '2XX': {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
    };
  };
  webhook_photo_deleted: {
    parameters: {
      query?: never;
      header: {
        /** @description The event id: the same on every attempt; deduplicate by it */
        'webhook-id': string;
        /** @description Unix seconds when this attempt was signed; refuse one too far from now */
        'webhook-timestamp': string;
        /** @description Space-separated `v1,<base64 HMAC-SHA256 of "<id>.<timestamp>.<body>">`, one per live secret (two during a rotation) */
        'webhook-signature': string;
      };
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': {
          /** @constant */
          type: 'photo.deleted';
          /** @description When the event occurred: UTC, ISO 8601 */
          timestamp: string;
          data: components['schemas']['Event'];
        };
      };
    };
    responses: {
      /** @description Received: not sent again */
      '2XX': {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
    };
  };
  webhook_photo_updated: {
    parameters: {
      query?: never;
      header: {
        /** @description The event id: the same on every attempt; deduplicate by it */
        'webhook-id': string;
        /** @description Unix seconds when this attempt was signed; refuse one too far from now */
        'webhook-timestamp': string;
        /** @description Space-separated `v1,<base64 HMAC-SHA256 of "<id>.<timestamp>.<body>">`, one per live secret (two during a rotation) */
        'webhook-signature': string;
      };
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': {
          /** @constant */
          type: 'photo.updated';
          /** @description When the event occurred: UTC, ISO 8601 */
          timestamp: string;
          data: components['schemas']['Event'];
        };
      };
    };
    responses: {
      /** @description Received: not sent again */
      '2XX': {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
    };
  };
  webhook_user_created: {
    parameters: {
      query?: never;
      header: {
        /** @description The event id: the same on every attempt; deduplicate by it */
        'webhook-id': string;
        /** @description Unix seconds when this attempt was signed; refuse one too far from now */
        'webhook-timestamp': string;
        /** @description Space-separated `v1,<base64 HMAC-SHA256 of "<id>.<timestamp>.<body>">`, one per live secret (two during a rotation) */
        'webhook-signature': string;
      };
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': {
          /** @constant */
          type: 'user.created';
          /** @description When the event occurred: UTC, ISO 8601 */
          timestamp: string;
          data: components['schemas']['Event'];
        };
      };
    };
    responses: {
      /** @description Received: not sent again */
      '2XX': {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
    };
  };
  webhook_user_updated: {
    parameters: {
      query?: never;
      header: {
        /** @description The event id: the same on every attempt; deduplicate by it */
        'webhook-id': string;
        /** @description Unix seconds when this attempt was signed; refuse one too far from now */
        'webhook-timestamp': string;
        /** @description Space-separated `v1,<base64 HMAC-SHA256 of "<id>.<timestamp>.<body>">`, one per live secret (two during a rotation) */
        'webhook-signature': string;
      };
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': {
          /** @constant */
          type: 'user.updated';
          /** @description When the event occurred: UTC, ISO 8601 */
          timestamp: string;
          data: components['schemas']['Event'];
        };
      };
    };
    responses: {
      /** @description Received: not sent again */
      '2XX': {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
    };
  };
  webhook_user_deactivated: {
    parameters: {
      query?: never;
      header: {
        /** @description The event id: the same on every attempt; deduplicate by it */
        'webhook-id': string;
        /** @description Unix seconds when this attempt was signed; refuse one too far from now */
        'webhook-timestamp': string;
        /** @description Space-separated `v1,<base64 HMAC-SHA256 of "<id>.<timestamp>.<body>">`, one per live secret (two during a rotation) */
        'webhook-signature': string;
      };
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': {
          /** @constant */
          type: 'user.deactivated';
          /** @description When the event occurred: UTC, ISO 8601 */
          timestamp: string;
          data: components['schemas']['Event'];
        };
      };
    };
    responses: {
      /** @description Received: not sent again */
      '2XX': {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
    };
  };
  webhook_wholesaler_created: {
    parameters: {
      query?: never;
      header: {
        /** @description The event id: the same on every attempt; deduplicate by it */
        'webhook-id': string;
        /** @description Unix seconds when this attempt was signed; refuse one too far from now */
        'webhook-timestamp': string;
        /** @description Space-separated `v1,<base64 HMAC-SHA256 of "<id>.<timestamp>.<body>">`, one per live secret (two during a rotation) */
        'webhook-signature': string;
      };
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': {
          /** @constant */
          type: 'wholesaler.created';
          /** @description When the event occurred: UTC, ISO 8601 */
          timestamp: string;
          data: components['schemas']['Event'];
        };
      };
    };
    responses: {
      /** @description Received: not sent again */
      '2XX': {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
    };
  };
  webhook_wholesaler_updated: {
    parameters: {
      query?: never;
      header: {
        /** @description The event id: the same on every attempt; deduplicate by it */
        'webhook-id': string;
        /** @description Unix seconds when this attempt was signed; refuse one too far from now */
        'webhook-timestamp': string;
        /** @description Space-separated `v1,<base64 HMAC-SHA256 of "<id>.<timestamp>.<body>">`, one per live secret (two during a rotation) */
        'webhook-signature': string;
      };
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': {
          /** @constant */
          type: 'wholesaler.updated';
          /** @description When the event occurred: UTC, ISO 8601 */
          timestamp: string;
          data: components['schemas']['Event'];
        };
      };
    };
    responses: {
      /** @description Received: not sent again */
      '2XX': {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
    };
  };
  webhook_wholesaler_deleted: {
    parameters: {
      query?: never;
      header: {
        /** @description The event id: the same on every attempt; deduplicate by it */
        'webhook-id': string;
        /** @description Unix seconds when this attempt was signed; refuse one too far from now */
        'webhook-timestamp': string;
        /** @description Space-separated `v1,<base64 HMAC-SHA256 of "<id>.<timestamp>.<body>">`, one per live secret (two during a rotation) */
        'webhook-signature': string;
      };
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': {
          /** @constant */
          type: 'wholesaler.deleted';
          /** @description When the event occurred: UTC, ISO 8601 */
          timestamp: string;
          data: components['schemas']['Event'];
        };
      };
    };
    responses: {
      /** @description Received: not sent again */
      '2XX': {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
    };
  };
  webhook_catalogue_linked: {
    parameters: {
      query?: never;
      header: {
        /** @description The event id: the same on every attempt; deduplicate by it */
        'webhook-id': string;
        /** @description Unix seconds when this attempt was signed; refuse one too far from now */
        'webhook-timestamp': string;
        /** @description Space-separated `v1,<base64 HMAC-SHA256 of "<id>.<timestamp>.<body>">`, one per live secret (two during a rotation) */
        'webhook-signature': string;
      };
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': {
          /** @constant */
          type: 'catalogue.linked';
          /** @description When the event occurred: UTC, ISO 8601 */
          timestamp: string;
          data: components['schemas']['Event'];
        };
      };
    };
    responses: {
      /** @description Received: not sent again */
      '2XX': {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
    };
  };
  webhook_catalogue_updated: {
    parameters: {
      query?: never;
      header: {
        /** @description The event id: the same on every attempt; deduplicate by it */
        'webhook-id': string;
        /** @description Unix seconds when this attempt was signed; refuse one too far from now */
        'webhook-timestamp': string;
        /** @description Space-separated `v1,<base64 HMAC-SHA256 of "<id>.<timestamp>.<body>">`, one per live secret (two during a rotation) */
        'webhook-signature': string;
      };
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': {
          /** @constant */
          type: 'catalogue.updated';
          /** @description When the event occurred: UTC, ISO 8601 */
          timestamp: string;
          data: components['schemas']['Event'];
        };
      };
    };
    responses: {
      /** @description Received: not sent again */
      '2XX': {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
    };
  };
  webhook_catalogue_withdrawn: {
    parameters: {
      query?: never;
      header: {
        /** @description The event id: the same on every attempt; deduplicate by it */
        'webhook-id': string;
        /** @description Unix seconds when this attempt was signed; refuse one too far from now */
        'webhook-timestamp': string;
        /** @description Space-separated `v1,<base64 HMAC-SHA256 of "<id>.<timestamp>.<body>">`, one per live secret (two during a rotation) */
        'webhook-signature': string;
      };
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': {
          /** @constant */
          type: 'catalogue.withdrawn';
          /** @description When the event occurred: UTC, ISO 8601 */
          timestamp: string;
          data: components['schemas']['Event'];
        };
      };
    };
    responses: {
      /** @description Received: not sent again */
      '2XX': {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
    };
  };
  webhook_catalogue_stale: {
    parameters: {
      query?: never;
      header: {
        /** @description The event id: the same on every attempt; deduplicate by it */
        'webhook-id': string;
        /** @description Unix seconds when this attempt was signed; refuse one too far from now */
        'webhook-timestamp': string;
        /** @description Space-separated `v1,<base64 HMAC-SHA256 of "<id>.<timestamp>.<body>">`, one per live secret (two during a rotation) */
        'webhook-signature': string;
      };
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': {
          /** @constant */
          type: 'catalogue.stale';
          /** @description When the event occurred: UTC, ISO 8601 */
          timestamp: string;
          data: components['schemas']['Event'];
        };
      };
    };
    responses: {
      /** @description Received: not sent again */
      '2XX': {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
    };
  };
  webhook_catalogue_published: {
    parameters: {
      query?: never;
      header: {
        /** @description The event id: the same on every attempt; deduplicate by it */
        'webhook-id': string;
        /** @description Unix seconds when this attempt was signed; refuse one too far from now */
        'webhook-timestamp': string;
        /** @description Space-separated `v1,<base64 HMAC-SHA256 of "<id>.<timestamp>.<body>">`, one per live secret (two during a rotation) */
        'webhook-signature': string;
      };
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': {
          /** @constant */
          type: 'catalogue.published';
          /** @description When the event occurred: UTC, ISO 8601 */
          timestamp: string;
          data: components['schemas']['Event'];
        };
      };
    };
    responses: {
      /** @description Received: not sent again */
      '2XX': {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
    };
  };
  webhook_catalogue_delivered: {
    parameters: {
      query?: never;
      header: {
        /** @description The event id: the same on every attempt; deduplicate by it */
        'webhook-id': string;
        /** @description Unix seconds when this attempt was signed; refuse one too far from now */
        'webhook-timestamp': string;
        /** @description Space-separated `v1,<base64 HMAC-SHA256 of "<id>.<timestamp>.<body>">`, one per live secret (two during a rotation) */
        'webhook-signature': string;
      };
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': {
          /** @constant */
          type: 'catalogue.delivered';
          /** @description When the event occurred: UTC, ISO 8601 */
          timestamp: string;
          data: components['schemas']['Event'];
        };
      };
    };
    responses: {
      /** @description Received: not sent again */
      '2XX': {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
    };
  };
  webhook_catalogue_delivery_failed: {
    parameters: {
      query?: never;
      header: {
        /** @description The event id: the same on every attempt; deduplicate by it */
        'webhook-id': string;
        /** @description Unix seconds when this attempt was signed; refuse one too far from now */
        'webhook-timestamp': string;
        /** @description Space-separated `v1,<base64 HMAC-SHA256 of "<id>.<timestamp>.<body>">`, one per live secret (two during a rotation) */
        'webhook-signature': string;
      };
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': {
          /** @constant */
          type: 'catalogue.delivery_failed';
          /** @description When the event occurred: UTC, ISO 8601 */
          timestamp: string;
          data: components['schemas']['Event'];
        };
      };
    };
    responses: {
      /** @description Received: not sent again */
      '2XX': {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
    };
  };
  webhook_catalogue_confirmed: {
    parameters: {
      query?: never;
      header: {
        /** @description The event id: the same on every attempt; deduplicate by it */
        'webhook-id': string;
        /** @description Unix seconds when this attempt was signed; refuse one too far from now */
        'webhook-timestamp': string;
        /** @description Space-separated `v1,<base64 HMAC-SHA256 of "<id>.<timestamp>.<body>">`, one per live secret (two during a rotation) */
        'webhook-signature': string;
      };
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': {
          /** @constant */
          type: 'catalogue.confirmed';
          /** @description When the event occurred: UTC, ISO 8601 */
          timestamp: string;
          data: components['schemas']['Event'];
        };
      };
    };
    responses: {
      /** @description Received: not sent again */
      '2XX': {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
    };
  };
  webhook_catalogue_rejected: {
    parameters: {
      query?: never;
      header: {
        /** @description The event id: the same on every attempt; deduplicate by it */
        'webhook-id': string;
        /** @description Unix seconds when this attempt was signed; refuse one too far from now */
        'webhook-timestamp': string;
        /** @description Space-separated `v1,<base64 HMAC-SHA256 of "<id>.<timestamp>.<body>">`, one per live secret (two during a rotation) */
        'webhook-signature': string;
      };
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': {
          /** @constant */
          type: 'catalogue.rejected';
          /** @description When the event occurred: UTC, ISO 8601 */
          timestamp: string;
          data: components['schemas']['Event'];
        };
      };
    };
    responses: {
      /** @description Received: not sent again */
      '2XX': {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
    };
  };
  webhook_catalogue_hold: {
    parameters: {
      query?: never;
      header: {
        /** @description The event id: the same on every attempt; deduplicate by it */
        'webhook-id': string;
        /** @description Unix seconds when this attempt was signed; refuse one too far from now */
        'webhook-timestamp': string;
        /** @description Space-separated `v1,<base64 HMAC-SHA256 of "<id>.<timestamp>.<body>">`, one per live secret (two during a rotation) */
        'webhook-signature': string;
      };
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': {
          /** @constant */
          type: 'catalogue.hold';
          /** @description When the event occurred: UTC, ISO 8601 */
          timestamp: string;
          data: components['schemas']['Event'];
        };
      };
    };
    responses: {
      /** @description Received: not sent again */
      '2XX': {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
    };
  };
  webhook_catalogue_released: {
    parameters: {
      query?: never;
      header: {
        /** @description The event id: the same on every attempt; deduplicate by it */
        'webhook-id': string;
        /** @description Unix seconds when this attempt was signed; refuse one too far from now */
        'webhook-timestamp': string;
        /** @description Space-separated `v1,<base64 HMAC-SHA256 of "<id>.<timestamp>.<body>">`, one per live secret (two during a rotation) */
        'webhook-signature': string;
      };
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': {
          /** @constant */
          type: 'catalogue.released';
          /** @description When the event occurred: UTC, ISO 8601 */
          timestamp: string;
          data: components['schemas']['Event'];
        };
      };
    };
    responses: {
      /** @description Received: not sent again */
      '2XX': {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
    };
  };
  webhook_certificate_created: {
    parameters: {
      query?: never;
      header: {
        /** @description The event id: the same on every attempt; deduplicate by it */
        'webhook-id': string;
        /** @description Unix seconds when this attempt was signed; refuse one too far from now */
        'webhook-timestamp': string;
        /** @description Space-separated `v1,<base64 HMAC-SHA256 of "<id>.<timestamp>.<body>">`, one per live secret (two during a rotation) */
        'webhook-signature': string;
      };
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': {
          /** @constant */
          type: 'certificate.created';
          /** @description When the event occurred: UTC, ISO 8601 */
          timestamp: string;
          data: components['schemas']['Event'];
        };
      };
    };
    responses: {
      /** @description Received: not sent again */
      '2XX': {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
    };
  };
  webhook_certificate_updated: {
    parameters: {
      query?: never;
      header: {
        /** @description The event id: the same on every attempt; deduplicate by it */
        'webhook-id': string;
        /** @description Unix seconds when this attempt was signed; refuse one too far from now */
        'webhook-timestamp': string;
        /** @description Space-separated `v1,<base64 HMAC-SHA256 of "<id>.<timestamp>.<body>">`, one per live secret (two during a rotation) */
        'webhook-signature': string;
      };
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': {
          /** @constant */
          type: 'certificate.updated';
          /** @description When the event occurred: UTC, ISO 8601 */
          timestamp: string;
          data: components['schemas']['Event'];
        };
      };
    };
    responses: {
      /** @description Received: not sent again */
      '2XX': {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
    };
  };
  webhook_certificate_deleted: {
    parameters: {
      query?: never;
      header: {
        /** @description The event id: the same on every attempt; deduplicate by it */
        'webhook-id': string;
        /** @description Unix seconds when this attempt was signed; refuse one too far from now */
        'webhook-timestamp': string;
        /** @description Space-separated `v1,<base64 HMAC-SHA256 of "<id>.<timestamp>.<body>">`, one per live secret (two during a rotation) */
        'webhook-signature': string;
      };
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': {
          /** @constant */
          type: 'certificate.deleted';
          /** @description When the event occurred: UTC, ISO 8601 */
          timestamp: string;
          data: components['schemas']['Event'];
        };
      };
    };
    responses: {
      /** @description Received: not sent again */
      '2XX': {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
    };
  };
  webhook_certificate_expiring: {
    parameters: {
      query?: never;
      header: {
        /** @description The event id: the same on every attempt; deduplicate by it */
        'webhook-id': string;
        /** @description Unix seconds when this attempt was signed; refuse one too far from now */
        'webhook-timestamp': string;
        /** @description Space-separated `v1,<base64 HMAC-SHA256 of "<id>.<timestamp>.<body>">`, one per live secret (two during a rotation) */
        'webhook-signature': string;
      };
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': {
          /** @constant */
          type: 'certificate.expiring';
          /** @description When the event occurred: UTC, ISO 8601 */
          timestamp: string;
          data: components['schemas']['Event'];
        };
      };
    };
    responses: {
      /** @description Received: not sent again */
      '2XX': {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
    };
  };
  webhook_certificate_expired: {
    parameters: {
      query?: never;
      header: {
        /** @description The event id: the same on every attempt; deduplicate by it */
        'webhook-id': string;
        /** @description Unix seconds when this attempt was signed; refuse one too far from now */
        'webhook-timestamp': string;
        /** @description Space-separated `v1,<base64 HMAC-SHA256 of "<id>.<timestamp>.<body>">`, one per live secret (two during a rotation) */
        'webhook-signature': string;
      };
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': {
          /** @constant */
          type: 'certificate.expired';
          /** @description When the event occurred: UTC, ISO 8601 */
          timestamp: string;
          data: components['schemas']['Event'];
        };
      };
    };
    responses: {
      /** @description Received: not sent again */
      '2XX': {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
    };
  };
  webhook_action_created: {
    parameters: {
      query?: never;
      header: {
        /** @description The event id: the same on every attempt; deduplicate by it */
        'webhook-id': string;
        /** @description Unix seconds when this attempt was signed; refuse one too far from now */
        'webhook-timestamp': string;
        /** @description Space-separated `v1,<base64 HMAC-SHA256 of "<id>.<timestamp>.<body>">`, one per live secret (two during a rotation) */
        'webhook-signature': string;
      };
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': {
          /** @constant */
          type: 'action.created';
          /** @description When the event occurred: UTC, ISO 8601 */
          timestamp: string;
          data: components['schemas']['Event'];
        };
      };
    };
    responses: {
      /** @description Received: not sent again */
      '2XX': {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
    };
  };
  webhook_action_updated: {
    parameters: {
      query?: never;
      header: {
        /** @description The event id: the same on every attempt; deduplicate by it */
        'webhook-id': string;
        /** @description Unix seconds when this attempt was signed; refuse one too far from now */
        'webhook-timestamp': string;
        /** @description Space-separated `v1,<base64 HMAC-SHA256 of "<id>.<timestamp>.<body>">`, one per live secret (two during a rotation) */
        'webhook-signature': string;
      };
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': {
          /** @constant */
          type: 'action.updated';
          /** @description When the event occurred: UTC, ISO 8601 */
          timestamp: string;
          data: components['schemas']['Event'];
        };
      };
    };
    responses: {
      /** @description Received: not sent again */
      '2XX': {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
    };
  };
  webhook_action_status_changed: {
    parameters: {
      query?: never;
      header: {
        /** @description The event id: the same on every attempt; deduplicate by it */
        'webhook-id': string;
        /** @description Unix seconds when this attempt was signed; refuse one too far from now */
        'webhook-timestamp': string;
        /** @description Space-separated `v1,<base64 HMAC-SHA256 of "<id>.<timestamp>.<body>">`, one per live secret (two during a rotation) */
        'webhook-signature': string;
      };
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': {
          /** @constant */
          type: 'action.status_changed';
          /** @description When the event occurred: UTC, ISO 8601 */
          timestamp: string;
          data: components['schemas']['Event'];
        };
      };
    };
    responses: {
      /** @description Received: not sent again */
      '2XX': {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
    };
  };
  webhook_epcis_captured: {
    parameters: {
      query?: never;
      header: {
        /** @description The event id: the same on every attempt; deduplicate by it */
        'webhook-id': string;
        /** @description Unix seconds when this attempt was signed; refuse one too far from now */
        'webhook-timestamp': string;
        /** @description Space-separated `v1,<base64 HMAC-SHA256 of "<id>.<timestamp>.<body>">`, one per live secret (two during a rotation) */
        'webhook-signature': string;
      };
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': {
          /** @constant */
          type: 'epcis.captured';
          /** @description When the event occurred: UTC, ISO 8601 */
          timestamp: string;
          data: components['schemas']['Event'];
        };
      };
    };
    responses: {
      /** @description Received: not sent again */
      '2XX': {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
    };
  };
  webhook_incident_opened: {
    parameters: {
      query?: never;
      header: {
        /** @description The event id: the same on every attempt; deduplicate by it */
        'webhook-id': string;
        /** @description Unix seconds when this attempt was signed; refuse one too far from now */
        'webhook-timestamp': string;
        /** @description Space-separated `v1,<base64 HMAC-SHA256 of "<id>.<timestamp>.<body>">`, one per live secret (two during a rotation) */
        'webhook-signature': string;
      };
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': {
          /** @constant */
          type: 'incident.opened';
          /** @description When the event occurred: UTC, ISO 8601 */
          timestamp: string;
          data: components['schemas']['Event'];
        };
      };
    };
    responses: {
      /** @description Received: not sent again */
      '2XX': {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
    };
  };
  webhook_incident_updated: {
    parameters: {
      query?: never;
      header: {
        /** @description The event id: the same on every attempt; deduplicate by it */
        'webhook-id': string;
        /** @description Unix seconds when this attempt was signed; refuse one too far from now */
        'webhook-timestamp': string;
        /** @description Space-separated `v1,<base64 HMAC-SHA256 of "<id>.<timestamp>.<body>">`, one per live secret (two during a rotation) */
        'webhook-signature': string;
      };
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': {
          /** @constant */
          type: 'incident.updated';
          /** @description When the event occurred: UTC, ISO 8601 */
          timestamp: string;
          data: components['schemas']['Event'];
        };
      };
    };
    responses: {
      /** @description Received: not sent again */
      '2XX': {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
    };
  };
  webhook_incident_rescoped: {
    parameters: {
      query?: never;
      header: {
        /** @description The event id: the same on every attempt; deduplicate by it */
        'webhook-id': string;
        /** @description Unix seconds when this attempt was signed; refuse one too far from now */
        'webhook-timestamp': string;
        /** @description Space-separated `v1,<base64 HMAC-SHA256 of "<id>.<timestamp>.<body>">`, one per live secret (two during a rotation) */
        'webhook-signature': string;
      };
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': {
          /** @constant */
          type: 'incident.rescoped';
          /** @description When the event occurred: UTC, ISO 8601 */
          timestamp: string;
          data: components['schemas']['Event'];
        };
      };
    };
    responses: {
      /** @description Received: not sent again */
      '2XX': {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
    };
  };
  webhook_incident_status_changed: {
    parameters: {
      query?: never;
      header: {
        /** @description The event id: the same on every attempt; deduplicate by it */
        'webhook-id': string;
        /** @description Unix seconds when this attempt was signed; refuse one too far from now */
        'webhook-timestamp': string;
        /** @description Space-separated `v1,<base64 HMAC-SHA256 of "<id>.<timestamp>.<body>">`, one per live secret (two during a rotation) */
        'webhook-signature': string;
      };
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': {
          /** @constant */
          type: 'incident.status_changed';
          /** @description When the event occurred: UTC, ISO 8601 */
          timestamp: string;
          data: components['schemas']['Event'];
        };
      };
    };
    responses: {
      /** @description Received: not sent again */
      '2XX': {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
    };
  };
  webhook_incident_notice_sent: {
    parameters: {
      query?: never;
      header: {
        /** @description The event id: the same on every attempt; deduplicate by it */
        'webhook-id': string;
        /** @description Unix seconds when this attempt was signed; refuse one too far from now */
        'webhook-timestamp': string;
        /** @description Space-separated `v1,<base64 HMAC-SHA256 of "<id>.<timestamp>.<body>">`, one per live secret (two during a rotation) */
        'webhook-signature': string;
      };
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': {
          /** @constant */
          type: 'incident.notice_sent';
          /** @description When the event occurred: UTC, ISO 8601 */
          timestamp: string;
          data: components['schemas']['Event'];
        };
      };
    };
    responses: {
      /** @description Received: not sent again */
      '2XX': {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
    };
  };
  webhook_incident_notice_overdue: {
    parameters: {
      query?: never;
      header: {
        /** @description The event id: the same on every attempt; deduplicate by it */
        'webhook-id': string;
        /** @description Unix seconds when this attempt was signed; refuse one too far from now */
        'webhook-timestamp': string;
        /** @description Space-separated `v1,<base64 HMAC-SHA256 of "<id>.<timestamp>.<body>">`, one per live secret (two during a rotation) */
        'webhook-signature': string;
      };
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': {
          /** @constant */
          type: 'incident.notice_overdue';
          /** @description When the event occurred: UTC, ISO 8601 */
          timestamp: string;
          data: components['schemas']['Event'];
        };
      };
    };
    responses: {
      /** @description Received: not sent again */
      '2XX': {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
    };
  };
  webhook_incident_escalated: {
    parameters: {
      query?: never;
      header: {
        /** @description The event id: the same on every attempt; deduplicate by it */
        'webhook-id': string;
        /** @description Unix seconds when this attempt was signed; refuse one too far from now */
        'webhook-timestamp': string;
        /** @description Space-separated `v1,<base64 HMAC-SHA256 of "<id>.<timestamp>.<body>">`, one per live secret (two during a rotation) */
        'webhook-signature': string;
      };
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': {
          /** @constant */
          type: 'incident.escalated';
          /** @description When the event occurred: UTC, ISO 8601 */
          timestamp: string;
          data: components['schemas']['Event'];
        };
      };
    };
    responses: {
      /** @description Received: not sent again */
      '2XX': {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
    };
  };
  webhook_incident_notice_acknowledged: {
    parameters: {
      query?: never;
      header: {
        /** @description The event id: the same on every attempt; deduplicate by it */
        'webhook-id': string;
        /** @description Unix seconds when this attempt was signed; refuse one too far from now */
        'webhook-timestamp': string;
        /** @description Space-separated `v1,<base64 HMAC-SHA256 of "<id>.<timestamp>.<body>">`, one per live secret (two during a rotation) */
        'webhook-signature': string;
      };
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': {
          /** @constant */
          type: 'incident.notice_acknowledged';
          /** @description When the event occurred: UTC, ISO 8601 */
          timestamp: string;
          data: components['schemas']['Event'];
        };
      };
    };
    responses: {
      /** @description Received: not sent again */
      '2XX': {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
    };
  };
  webhook_questionnaire_sent: {
    parameters: {
      query?: never;
      header: {
        /** @description The event id: the same on every attempt; deduplicate by it */
        'webhook-id': string;
        /** @description Unix seconds when this attempt was signed; refuse one too far from now */
        'webhook-timestamp': string;
        /** @description Space-separated `v1,<base64 HMAC-SHA256 of "<id>.<timestamp>.<body>">`, one per live secret (two during a rotation) */
        'webhook-signature': string;
      };
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': {
          /** @constant */
          type: 'questionnaire.sent';
          /** @description When the event occurred: UTC, ISO 8601 */
          timestamp: string;
          data: components['schemas']['Event'];
        };
      };
    };
    responses: {
      /** @description Received: not sent again */
      '2XX': {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
    };
  };
  webhook_questionnaire_submitted: {
    parameters: {
      query?: never;
      header: {
        /** @description The event id: the same on every attempt; deduplicate by it */
        'webhook-id': string;
        /** @description Unix seconds when this attempt was signed; refuse one too far from now */
        'webhook-timestamp': string;
        /** @description Space-separated `v1,<base64 HMAC-SHA256 of "<id>.<timestamp>.<body>">`, one per live secret (two during a rotation) */
        'webhook-signature': string;
      };
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': {
          /** @constant */
          type: 'questionnaire.submitted';
          /** @description When the event occurred: UTC, ISO 8601 */
          timestamp: string;
          data: components['schemas']['Event'];
        };
      };
    };
    responses: {
      /** @description Received: not sent again */
      '2XX': {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
    };
  };
  webhook_questionnaire_reviewed: {
    parameters: {
      query?: never;
      header: {
        /** @description The event id: the same on every attempt; deduplicate by it */
        'webhook-id': string;
        /** @description Unix seconds when this attempt was signed; refuse one too far from now */
        'webhook-timestamp': string;
        /** @description Space-separated `v1,<base64 HMAC-SHA256 of "<id>.<timestamp>.<body>">`, one per live secret (two during a rotation) */
        'webhook-signature': string;
      };
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': {
          /** @constant */
          type: 'questionnaire.reviewed';
          /** @description When the event occurred: UTC, ISO 8601 */
          timestamp: string;
          data: components['schemas']['Event'];
        };
      };
    };
    responses: {
      /** @description Received: not sent again */
      '2XX': {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
    };
  };
  webhook_questionnaire_expiring: {
    parameters: {
      query?: never;
      header: {
        /** @description The event id: the same on every attempt; deduplicate by it */
        'webhook-id': string;
        /** @description Unix seconds when this attempt was signed; refuse one too far from now */
        'webhook-timestamp': string;
        /** @description Space-separated `v1,<base64 HMAC-SHA256 of "<id>.<timestamp>.<body>">`, one per live secret (two during a rotation) */
        'webhook-signature': string;
      };
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': {
          /** @constant */
          type: 'questionnaire.expiring';
          /** @description When the event occurred: UTC, ISO 8601 */
          timestamp: string;
          data: components['schemas']['Event'];
        };
      };
    };
    responses: {
      /** @description Received: not sent again */
      '2XX': {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
    };
  };
  webhook_questionnaire_expired: {
    parameters: {
      query?: never;
      header: {
        /** @description The event id: the same on every attempt; deduplicate by it */
        'webhook-id': string;
        /** @description Unix seconds when this attempt was signed; refuse one too far from now */
        'webhook-timestamp': string;
        /** @description Space-separated `v1,<base64 HMAC-SHA256 of "<id>.<timestamp>.<body>">`, one per live secret (two during a rotation) */
        'webhook-signature': string;
      };
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': {
          /** @constant */
          type: 'questionnaire.expired';
          /** @description When the event occurred: UTC, ISO 8601 */
          timestamp: string;
          data: components['schemas']['Event'];
        };
      };
    };
    responses: {
      /** @description Received: not sent again */
      '2XX': {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
    };
  };
  webhook_supplier_approval_changed: {
    parameters: {
      query?: never;
      header: {
        /** @description The event id: the same on every attempt; deduplicate by it */
        'webhook-id': string;
        /** @description Unix seconds when this attempt was signed; refuse one too far from now */
        'webhook-timestamp': string;
        /** @description Space-separated `v1,<base64 HMAC-SHA256 of "<id>.<timestamp>.<body>">`, one per live secret (two during a rotation) */
        'webhook-signature': string;
      };
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': {
          /** @constant */
          type: 'supplier.approval_changed';
          /** @description When the event occurred: UTC, ISO 8601 */
          timestamp: string;
          data: components['schemas']['Event'];
        };
      };
    };
    responses: {
      /** @description Received: not sent again */
      '2XX': {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
    };
  };
  webhook_webhook_test: {
    parameters: {
      query?: never;
      header: {
        /** @description The event id: the same on every attempt; deduplicate by it */
        'webhook-id': string;
        /** @description Unix seconds when this attempt was signed; refuse one too far from now */
        'webhook-timestamp': string;
        /** @description Space-separated `v1,<base64 HMAC-SHA256 of "<id>.<timestamp>.<body>">`, one per live secret (two during a rotation) */
        'webhook-signature': string;
      };
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': {
          /** @constant */
          type: 'webhook.test';
          /** @description When the event occurred: UTC, ISO 8601 */
          timestamp: string;
          data: {
            /** Format: int32 */
            webhookid: number;
            message: string;
          };
        };
      };
    };
    responses: {
      /** @description Received: not sent again */
      '2XX': {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
    };
  };
  webhook_catalogue_publication: {
    parameters: {
      query?: never;
      header: {
        /** @description The event id: the same on every attempt; deduplicate by it */
        'webhook-id': string;
        /** @description Unix seconds when this attempt was signed; refuse one too far from now */
        'webhook-timestamp': string;
        /** @description Space-separated `v1,<base64 HMAC-SHA256 of "<id>.<timestamp>.<body>">`, one per live secret (two during a rotation) */
        'webhook-signature': string;
      };
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': {
          /** @constant */
          type: 'catalogue.publication';
          /** @description When the event occurred: UTC, ISO 8601 */
          timestamp: string;
          data: {
            /** Format: int32 */
            publicationid: number;
            /** Format: int32 */
            itemid: number;
            /**
             * Format: int32
             * @description The spec version published (a DELETE: the one last published)
             */
            versionno: number;
            /** @enum {string} */
            command: 'ADD' | 'CHANGE' | 'DELETE';
            /** @description pending, delivered, failed (its delivery), ACCEPTED, REVIEW, SYNCHRONISED, REJECTED */
            status: string;
            /** @description The version in GS1-aligned JSON (docs/catalogues.md); a DELETE identifies the item only */
            payload: {
              [key: string]: unknown;
            };
          };
        };
      };
    };
    responses: {
      /** @description Received: not sent again */
      '2XX': {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
    };
  };
  webhook_catalogue_item_hold: {
    parameters: {
      query?: never;
      header: {
        /** @description The event id: the same on every attempt; deduplicate by it */
        'webhook-id': string;
        /** @description Unix seconds when this attempt was signed; refuse one too far from now */
        'webhook-timestamp': string;
        /** @description Space-separated `v1,<base64 HMAC-SHA256 of "<id>.<timestamp>.<body>">`, one per live secret (two during a rotation) */
        'webhook-signature': string;
      };
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': {
          /** @constant */
          type: 'catalogue.item_hold';
          /** @description When the event occurred: UTC, ISO 8601 */
          timestamp: string;
          data: {
            /** Format: int32 */
            itemid: number;
            gtin: string;
            /** Format: int32 */
            wholesalerid: number;
            /** Format: int32 */
            incidentid: number;
            held: boolean;
            reason: string;
          };
        };
      };
    };
    responses: {
      /** @description Received: not sent again */
      '2XX': {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
    };
  };
  webhook_incident_notice: {
    parameters: {
      query?: never;
      header: {
        /** @description The event id: the same on every attempt; deduplicate by it */
        'webhook-id': string;
        /** @description Unix seconds when this attempt was signed; refuse one too far from now */
        'webhook-timestamp': string;
        /** @description Space-separated `v1,<base64 HMAC-SHA256 of "<id>.<timestamp>.<body>">`, one per live secret (two during a rotation) */
        'webhook-signature': string;
      };
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': {
          /** @constant */
          type: 'incident.notice';
          /** @description When the event occurred: UTC, ISO 8601 */
          timestamp: string;
          data: {
            /** Format: int32 */
            noticeid: number;
            /** Format: int32 */
            partyid: number;
            /** Format: int32 */
            wholesalerid: number;
            /** Format: int32 */
            incidentid: number;
            kind: string;
            exercise: boolean;
            title: string;
            hazard: string;
            /** Format: int32 */
            severity: number;
            description: string;
            lots: {
              epc: string;
              gtin: string | null;
              lot: string | null;
              productname: string | null;
            }[];
            /**
             * Format: int32
             * @description 2: sent again, not acknowledged in time
             */
            sends: number;
            due_at: string;
            ackurl: string;
          };
        };
      };
    };
    responses: {
      /** @description Received: not sent again */
      '2XX': {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
    };
  };
}
